import { describe, expect, it } from 'vitest';
import { CONNECTION_TYPE, OPERATOR } from '../src/model/map/constants';
import { calculateTruth, compileTruthGraph, type TruthMapInput } from '../src/model/truth';
import { createTruthSession, handleTruthRequest } from './truthHandler';
import { TRUTH_WORKER_MESSAGES, type TruthResponse, transferablesOf } from './truthProtocol';

const node = (id: string, strength: number | null = null) => ({
  id,
  operator: OPERATOR.AVG,
  strength,
  ignoreManualStrength: false,
  reverseTruth: false,
  reverseTruthCondition: 'always',
});
const connection = (id: string, from: string, to: string, levelId = 1) => ({
  id,
  from,
  to,
  type: CONNECTION_TYPE.TRUTH,
  levelId,
  strength: 100,
  reverseStrength: false,
  reverseStrengthCondition: 'always',
  relevance: 100,
});
const map: TruthMapInput = {
  nodes: [node('c'), node('b'), node('a', 40), node('d', -20)],
  connections: [connection('1', 'a', 'b'), connection('2', 'b', 'c'), connection('3', 'd', 'c', 2)],
};

function expectType<T extends TruthResponse['type']>(response: TruthResponse, type: T) {
  expect(response.type).toBe(type);
  return response as Extract<TruthResponse, { type: T }>;
}

describe('handleTruthRequest', () => {
  it('loads a map and answers with its node order and input count', () => {
    const session = createTruthSession();
    const loaded = expectType(handleTruthRequest(session, { requestId: 1, type: 'load', map }), 'loaded');
    // Topological order: d and a feed c through b.
    expect(loaded).toEqual({ requestId: 1, type: 'loaded', nodeIds: ['d', 'a', 'b', 'c'], inputCount: 3 });
  });

  it('loads one level when asked', () => {
    const session = createTruthSession();
    const loaded = expectType(
      handleTruthRequest(session, { requestId: 1, type: 'load', map, levelId: 1 }),
      'loaded',
    );
    expect(loaded.inputCount).toBe(2);
  });

  it('answers a full calculation in the loaded order, as Float32Arrays', () => {
    const session = createTruthSession();
    handleTruthRequest(session, { requestId: 1, type: 'load', map });
    const answer = expectType(handleTruthRequest(session, { requestId: 2, type: 'calculate' }), 'calculated');
    expect(answer.requestId).toBe(2);
    expect([...answer.truth]).toEqual([-20, 40, 40, 10]);
    expect(answer.calculated).toBeInstanceOf(Float32Array);
    expect(transferablesOf(answer)).toEqual([answer.truth.buffer, answer.calculated.buffer]);
  });

  it('answers a strength change with the changed nodes only, equal to a full calculation', () => {
    const session = createTruthSession();
    handleTruthRequest(session, { requestId: 1, type: 'load', map });
    const answer = expectType(
      handleTruthRequest(session, { requestId: 2, type: 'setStrength', nodeId: 'd', strength: 60 }),
      'changed',
    );
    expect(answer.nodeIds).toEqual(['d', 'c']);
    expect([...answer.truth]).toEqual([60, 50]);
    const full = calculateTruth(compileTruthGraph(map), Float64Array.of(60, 40, Number.NaN, Number.NaN));
    expect([...(session.state?.truth ?? [])]).toEqual([...full.truth]);
    const cleared = expectType(
      handleTruthRequest(session, { requestId: 3, type: 'setStrength', nodeId: 'a', strength: null }),
      'changed',
    );
    expect(cleared.nodeIds).toEqual(['a', 'b', 'c']);
    expect([...cleared.truth]).toEqual([0, 0, 30]);
  });

  it('answers errors for a missing map, an unknown node and a malformed map', () => {
    const session = createTruthSession();
    expect(handleTruthRequest(session, { requestId: 1, type: 'calculate' })).toEqual({
      requestId: 1,
      type: 'error',
      message: TRUTH_WORKER_MESSAGES.noMap,
    });
    handleTruthRequest(session, { requestId: 2, type: 'load', map });
    expect(
      handleTruthRequest(session, { requestId: 3, type: 'setStrength', nodeId: 'x', strength: 1 }),
    ).toEqual({
      requestId: 3,
      type: 'error',
      message: "No node with id 'x' in the truth worker's map.",
    });
    const malformed = { nodes: null, connections: [] } as unknown as TruthMapInput;
    const failed = expectType(
      handleTruthRequest(session, { requestId: 4, type: 'load', map: malformed }),
      'error',
    );
    expect(failed.message).toMatch(/^The truth worker failed: /);
  });
});
