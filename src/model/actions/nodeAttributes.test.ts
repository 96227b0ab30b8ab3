import { describe, expect, it } from 'vitest';
import { applyAction } from './apply';
import { applyOk, deepFreeze, makeMap, makeNode } from './testMaps';
import { truthReachOf } from './traits';
import type { DocumentAction, NodeAttributes } from './types';

const map = deepFreeze(makeMap({ nodes: [makeNode('a', { 1: { x: 0, y: 0 } })] }));

/** Applies, checks the inverse restores the map exactly, and returns the changed node. */
function edit(attributes: NodeAttributes) {
  const result = applyAction(map, { type: 'setNodeAttributes', nodeId: 'a', attributes });
  if (!result.ok) throw new Error(result.error);
  expect(applyOk(result.map, result.inverse)).toStrictEqual(map);
  expect(result.changed.nodes).toEqual(['a']);
  return result.map.nodes.get('a');
}

function refusal(attributes: Record<string, unknown>) {
  const action = { type: 'setNodeAttributes', nodeId: 'a', attributes } as DocumentAction;
  const result = applyAction(map, action);
  return result.ok ? 'accepted' : result.error;
}

describe('setNodeAttributes', () => {
  it('sets the title font size, sub-type and whether the content shows, and undoes them', () => {
    const node = edit({ titleFontSize: 'xx-large', subType: 2, showContent: true, showDefaultContent: true });
    expect(node).toMatchObject({ titleFontSize: 'xx-large', subType: 2, showContent: true });
    expect(node?.showDefaultContent).toBe(true);
  });

  it('sets the content size and reverseTruth with its condition', () => {
    const node = edit({
      contentWidth: 320,
      contentHeight: 180,
      reverseTruth: true,
      reverseTruthCondition: 'ifTrue',
    });
    expect(node).toMatchObject({ contentWidth: 320, contentHeight: 180, reverseTruth: true });
    expect(node?.reverseTruthCondition).toBe('ifTrue');
  });

  it('leaves the fields it is not given as they are', () => {
    const node = edit({ showContent: true });
    expect(node).toStrictEqual({ ...map.nodes.get('a'), showContent: true });
  });

  it('refuses values it does not know, with what was wrong', () => {
    expect(refusal({ titleFontSize: 'huge' })).toBe('Unknown font size "huge"');
    expect(refusal({ subType: 3 })).toBe('Unknown sub-type 3');
    expect(refusal({ contentWidth: 0 })).toBe('Sizes must be positive finite numbers');
    expect(refusal({ contentHeight: Number.NaN })).toBe('Sizes must be positive finite numbers');
    expect(refusal({ showContent: 'yes' })).toBe('showContent must be true or false');
    expect(refusal({ reverseTruthCondition: 'sometimes' })).toBe('Unknown reverse condition "sometimes"');
  });

  it('refuses a node the map does not have', () => {
    const result = applyAction(map, {
      type: 'setNodeAttributes',
      nodeId: 'x',
      attributes: { showContent: true },
    });
    expect(result).toMatchObject({ ok: false, error: "No node with id 'x'" });
  });

  it("undoes a change from an older map's unknown condition to 'always', which is how it was read", () => {
    const older = makeMap({
      nodes: [{ ...makeNode('a', { 1: { x: 0, y: 0 } }), reverseTruthCondition: 'negative' }],
    });
    const result = applyAction(older, {
      type: 'setNodeAttributes',
      nodeId: 'a',
      attributes: { reverseTruthCondition: 'ifFalse' },
    });
    expect(result.ok && result.inverse).toEqual({
      type: 'setNodeAttributes',
      nodeId: 'a',
      attributes: { reverseTruthCondition: 'always' },
    });
  });

  it('reaches the truth calculation only through the reversal', () => {
    const action = (attributes: NodeAttributes): DocumentAction => ({
      type: 'setNodeAttributes',
      nodeId: 'a',
      attributes,
    });
    expect(truthReachOf(action({ titleFontSize: 'small', showContent: true }))).toBe('none');
    expect(truthReachOf(action({ reverseTruth: true }))).toBe('graph');
    expect(truthReachOf(action({ reverseTruthCondition: 'ifTrue' }))).toBe('graph');
  });
});

describe('setNodeStrength ignoreManualStrength', () => {
  it('sets whether the manual strength is ignored, undoes it, and refuses a non-boolean', () => {
    const result = applyAction(map, {
      type: 'setNodeStrength',
      nodeId: 'a',
      strength: null,
      ignoreManualStrength: true,
    });
    if (!result.ok) throw new Error(result.error);
    expect(result.map.nodes.get('a')?.ignoreManualStrength).toBe(true);
    expect(applyOk(result.map, result.inverse)).toStrictEqual(map);
    const refused = applyAction(map, {
      type: 'setNodeStrength',
      nodeId: 'a',
      strength: null,
      ignoreManualStrength: 'yes',
    } as unknown as DocumentAction);
    expect(refused).toMatchObject({ ok: false, error: 'ignoreManualStrength must be true or false' });
  });
});
