import { describe, expect, it } from 'vitest';
import { CONNECTION_TYPE } from '../map/constants';
import { applyAction } from './apply';
import { CONNECTION_ATTRIBUTES } from './connectionRules';
import { applyOk, deepFreeze, makeConnection, makeMap, makeNode } from './testMaps';
import { truthReachOf } from './traits';
import type { DocumentAction } from './types';

const { RELATIVE, GROUP, TRUTH, MATH, GENERIC, FALLACY, CLAIM, BIDIRECTIONAL } = CONNECTION_TYPE;
const map = deepFreeze(
  makeMap({
    nodes: [makeNode('a'), makeNode('b'), makeNode('c')],
    connections: [
      makeConnection('t', 'a', 'b', { type: TRUTH, strength: 60, relevance: 40 }),
      makeConnection('r', 'b', 'c', { colour: '#123456', width: 5 }),
    ],
  }),
);

describe('changeConnectionType', () => {
  it('resets strength to neutral and drops attributes the new type does not allow; the inverse restores all', () => {
    const result = applyAction(map, {
      type: 'changeConnectionType',
      connectionId: 'r',
      connectionType: CLAIM,
    });
    if (!result.ok) throw new Error(result.error);
    const changed = result.map.connections.at(1);
    expect(changed).toMatchObject({ type: CLAIM, strength: 0 });
    expect(changed && ('colour' in changed || 'width' in changed)).toBe(false);
    expect(result.inverse).toEqual({ type: 'replaceConnection', connection: map.connections.at(1) });
    expect(applyOk(result.map, result.inverse)).toStrictEqual(map);
  });

  it('keeps a supplied strength on a truth connection', () => {
    const result = applyAction(map, {
      type: 'changeConnectionType',
      connectionId: 't',
      connectionType: TRUTH,
      strength: -20,
    });
    expect(result.ok && result.map.connections.at(0)).toMatchObject({
      type: TRUTH,
      strength: -20,
      relevance: 40,
    });
  });

  it('turns relative with non-zero strength into truth', () => {
    const result = applyAction(map, {
      type: 'changeConnectionType',
      connectionId: 'r',
      connectionType: RELATIVE,
      strength: 10,
    });
    expect(result.ok && result.map.connections.at(1)).toMatchObject({ type: TRUTH, strength: 10 });
    const neutral = applyAction(map, {
      type: 'changeConnectionType',
      connectionId: 't',
      connectionType: RELATIVE,
    });
    expect(neutral.ok && neutral.map.connections.at(0)).toMatchObject({
      type: RELATIVE,
      strength: 0,
      relevance: 100,
    });
  });

  it("refuses a generic connection's change while more than one non-group connection joins its nodes", () => {
    const generic = applyOk(map, {
      type: 'changeConnectionType',
      connectionId: 'r',
      connectionType: GENERIC,
    });
    expect(
      applyAction(generic, { type: 'changeConnectionType', connectionId: 'r', connectionType: MATH }).ok,
    ).toBe(true);
    const withGroup = applyOk(generic, {
      type: 'createConnection',
      connection: makeConnection('g', 'c', 'b', { type: GROUP }),
    });
    expect(
      applyAction(withGroup, { type: 'changeConnectionType', connectionId: 'r', connectionType: MATH }).ok,
    ).toBe(true);
    const crowded = applyOk(withGroup, {
      type: 'createConnection',
      connection: makeConnection('cb', 'c', 'b'),
    });
    expect(
      applyAction(crowded, { type: 'changeConnectionType', connectionId: 'r', connectionType: MATH }),
    ).toEqual({
      ok: false,
      error: 'The type of a generic connection cannot be changed while other connections join its nodes',
    });
  });

  it('refuses a change that would make a second truth connection or an equivalent one', () => {
    const withBa = applyOk(map, { type: 'createConnection', connection: makeConnection('ba', 'b', 'a') });
    expect(
      applyAction(withBa, { type: 'changeConnectionType', connectionId: 'ba', connectionType: TRUTH }),
    ).toEqual({
      ok: false,
      error: 'A truth connection already exists between these nodes',
    });
    const withBc = applyOk(map, {
      type: 'createConnection',
      connection: makeConnection('bc', 'b', 'c', { type: MATH }),
    });
    expect(
      applyAction(withBc, { type: 'changeConnectionType', connectionId: 'bc', connectionType: RELATIVE }),
    ).toMatchObject({
      ok: false,
      error: 'An equivalent connection already exists between these nodes on this level',
    });
  });
});

describe('setConnectionAttributes', () => {
  it('sets allowed attributes; the inverse gives back the old values, null for absent ones', () => {
    const result = applyAction(map, {
      type: 'setConnectionAttributes',
      connectionId: 't',
      attributes: { strength: -10, relevance: 80, content: 'because' },
    });
    if (!result.ok) throw new Error(result.error);
    expect(result.map.connections.at(0)).toMatchObject({ strength: -10, relevance: 80, content: 'because' });
    expect(result.inverse).toEqual({
      type: 'setConnectionAttributes',
      connectionId: 't',
      attributes: { content: '', strength: 60, relevance: 40 },
    });
    const cleared = applyAction(map, {
      type: 'setConnectionAttributes',
      connectionId: 'r',
      attributes: { colour: null },
    });
    expect(cleared.ok && 'colour' in (cleared.map.connections.at(1) ?? {})).toBe(false);
    expect(cleared.ok && applyOk(cleared.map, cleared.inverse)).toStrictEqual(map);
  });

  it('refuses attributes the type does not allow', () => {
    expect(
      applyAction(map, { type: 'setConnectionAttributes', connectionId: 'r', attributes: { strength: 5 } }),
    ).toEqual({
      ok: false,
      error: 'A relative connection cannot have strength',
    });
    expect(
      applyAction(map, {
        type: 'setConnectionAttributes',
        connectionId: 't',
        attributes: { colour: '#000000' },
      }),
    ).toEqual({
      ok: false,
      error: 'A truth connection cannot have colour',
    });
  });

  it('refuses values out of range', () => {
    expect(
      applyAction(map, {
        type: 'setConnectionAttributes',
        connectionId: 't',
        attributes: { relevance: 101 },
      }),
    ).toEqual({
      ok: false,
      error: 'Relevance must be between 0 and 100',
    });
    expect(
      applyAction(map, {
        type: 'setConnectionAttributes',
        connectionId: 'r',
        attributes: { colour: 'blue' },
      }),
    ).toMatchObject({
      ok: false,
    });
  });
});

describe('setConnectionAttributes: reverse strength', () => {
  const set = (connectionId: string, attributes: Record<string, unknown>) =>
    applyAction(map, { type: 'setConnectionAttributes', connectionId, attributes } as DocumentAction);

  it('reverses a truth connection under a condition, and the inverse restores it', () => {
    const result = set('t', { reverseStrength: true, reverseStrengthCondition: 'ifFalse' });
    if (!result.ok) throw new Error(result.error);
    expect(result.map.connections.get('t')).toMatchObject({
      reverseStrength: true,
      reverseStrengthCondition: 'ifFalse',
    });
    expect(applyOk(result.map, result.inverse)).toStrictEqual(map);
    expect(truthReachOf({ type: 'setConnectionAttributes', connectionId: 't', attributes: {} })).toBe(
      'graph',
    );
  });

  it('refuses an unknown condition, a non-boolean, and reversal on types without strength', () => {
    expect(set('t', { reverseStrengthCondition: 'sometimes' })).toEqual({
      ok: false,
      error: 'Unknown reverse condition "sometimes"',
    });
    expect(set('t', { reverseStrength: 1 })).toEqual({
      ok: false,
      error: 'reverseStrength must be true or false',
    });
    expect(set('r', { reverseStrength: true })).toEqual({
      ok: false,
      error: 'A relative connection cannot have reverseStrength',
    });
  });
});

describe('setConnectionAttributes: how a connection is drawn', () => {
  it('sets line type, locations, label size and waypoints on any type; the inverse restores them', () => {
    const waypoints = [
      { id: 'w1', position: { x: 10, y: 20 } },
      { id: 'w2', position: { x: 30, y: 40 } },
    ];
    const attributes = {
      lineType: 'elbow',
      fromLocation: 'left',
      toLocation: 'bottom',
      labelFontSize: 'x-large',
      waypoints,
    } as const;
    for (const id of ['t', 'r']) {
      const result = applyAction(map, { type: 'setConnectionAttributes', connectionId: id, attributes });
      if (!result.ok) throw new Error(result.error);
      expect(result.map.connections.find((c) => c.id === id)).toMatchObject(attributes);
      expect(applyOk(result.map, result.inverse)).toStrictEqual(map);
    }
  });

  it('sets and removes rich-text content (prose) on any type; the inverse restores it', () => {
    const prose = { blocks: [{ type: 'paragraph', children: [{ text: 'because' }] }] } as never;
    const set = applyAction(map, {
      type: 'setConnectionAttributes',
      connectionId: 'r',
      attributes: { prose },
    });
    if (!set.ok) throw new Error(set.error);
    expect(set.map.connections.at(1)?.prose).toEqual(prose);
    expect(applyOk(set.map, set.inverse)).toStrictEqual(map);
    const removed = applyOk(set.map, {
      type: 'setConnectionAttributes',
      connectionId: 'r',
      attributes: { prose: null },
    });
    expect('prose' in (removed.connections.at(1) ?? {})).toBe(false);
  });

  it('refuses unknown line types, locations and font sizes, and malformed waypoints', () => {
    const refused = (attributes: object) =>
      applyAction(map, {
        type: 'setConnectionAttributes',
        connectionId: 'r',
        attributes: attributes as never,
      });
    expect(refused({ lineType: 'zigzag' })).toEqual({ ok: false, error: 'Unknown line type "zigzag"' });
    expect(refused({ toLocation: 'middle' })).toEqual({ ok: false, error: 'Unknown location "middle"' });
    expect(refused({ labelFontSize: 'huge' })).toEqual({ ok: false, error: 'Unknown font size "huge"' });
    const twice = { id: 'w', position: { x: 0, y: 0 } };
    for (const waypoints of [[twice, twice], [{ id: 'w', position: { x: Number.NaN, y: 0 } }], 'w'])
      expect(refused({ waypoints })).toEqual({
        ok: false,
        error: 'Waypoints need distinct ids and finite positions',
      });
  });
});

describe('attributes by connection type (spec 2 section 5)', () => {
  it('matches the spec table', () => {
    const typesWith = (attribute: string) =>
      Object.entries(CONNECTION_ATTRIBUTES)
        .filter(([, list]) => (list as readonly string[]).includes(attribute))
        .map(([type]) => Number(type));
    expect(typesWith('strength')).toEqual([TRUTH]);
    expect(typesWith('relevance')).toEqual([TRUTH]);
    expect(typesWith('inferring')).toEqual([MATH]);
    expect(typesWith('collapsing')).toEqual([RELATIVE, GROUP, TRUTH]);
    expect(typesWith('claimType')).toEqual([CLAIM]);
    expect(typesWith('fallacyType')).toEqual([FALLACY]);
    expect(typesWith('neighbourhoods')).toEqual([GROUP]);
    expect(typesWith('visibility')).toEqual([RELATIVE, TRUTH, MATH, GENERIC, FALLACY, CLAIM, BIDIRECTIONAL]);
    expect(typesWith('colour')).toEqual([RELATIVE, GENERIC, BIDIRECTIONAL]);
    expect(typesWith('width')).toEqual([RELATIVE, GENERIC, BIDIRECTIONAL]);
  });
});
