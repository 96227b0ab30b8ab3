import { describe, expect, it } from 'vitest';
import { applyAction } from './apply';
import { applyOk, deepFreeze, makeMap, makeNode } from './testMaps';
import type { DocumentAction } from './types';

const map = deepFreeze(makeMap({ nodes: [makeNode('a', { 1: { x: 0, y: 0 }, 2: { x: 0, y: 0 } })] }));

/** Applies, checks the inverse restores the map, and returns the changed node. */
function edit(action: DocumentAction) {
  const result = applyAction(map, action);
  if (!result.ok) throw new Error(result.error);
  expect(applyOk(result.map, result.inverse)).toStrictEqual(map);
  expect(result.changed.nodes).toEqual(['a']);
  return result.map.nodes.at(0);
}

describe('node field actions', () => {
  it('setNodeTitle', () => {
    expect(edit({ type: 'setNodeTitle', nodeId: 'a', title: 'Photosynthesis' })?.title).toBe(
      'Photosynthesis',
    );
  });

  it('setNodeContent sets prose, and null removes it', () => {
    expect(edit({ type: 'setNodeContent', nodeId: 'a', prose: { type: 'doc' } })?.prose).toEqual({
      type: 'doc',
    });
    const withProse = applyOk(map, { type: 'setNodeContent', nodeId: 'a', prose: { type: 'doc' } });
    const cleared = applyOk(withProse, { type: 'setNodeContent', nodeId: 'a', prose: null });
    expect(cleared).toStrictEqual(map);
  });

  it('setNodeColour sets the node colour, or its colour on one level', () => {
    const recoloured = edit({ type: 'setNodeColour', nodeId: 'a', colour: '#123456' });
    expect(recoloured?.colour).toBe('#123456');
    // The levels showing the node's colour show the new one.
    expect(recoloured?.levels.map((l) => l.colour)).toEqual(['#123456', '#123456']);
    const node = edit({ type: 'setNodeColour', nodeId: 'a', colour: '#123456', levelId: 2 });
    expect(node?.levels.map((l) => l.colour)).toEqual(['#ffffff', '#123456']);
  });

  it("setNodeColour leaves a level's own colour, and undoing it restores every level as it was", () => {
    const ownOnLevel2 = applyOk(map, { type: 'setNodeColour', nodeId: 'a', colour: '#fed7d7', levelId: 2 });
    const recoloured = applyAction(ownOnLevel2, { type: 'setNodeColour', nodeId: 'a', colour: '#bee3f8' });
    if (!recoloured.ok) throw new Error(recoloured.error);
    expect(recoloured.map.nodes.at(0)?.levels.map((l) => l.colour)).toEqual(['#bee3f8', '#fed7d7']);
    expect(applyOk(recoloured.map, recoloured.inverse)).toStrictEqual(ownOnLevel2);
    // A level whose own colour is the new one keeps it through the undo.
    const sameAsNew = applyAction(ownOnLevel2, { type: 'setNodeColour', nodeId: 'a', colour: '#fed7d7' });
    if (!sameAsNew.ok) throw new Error(sameAsNew.error);
    expect(sameAsNew.map.nodes.at(0)?.levels.map((l) => l.colour)).toEqual(['#fed7d7', '#fed7d7']);
    expect(applyOk(sameAsNew.map, sameAsNew.inverse)).toStrictEqual(ownOnLevel2);
  });

  it('setNodeColour can also say whether the node shows its own colour rather than its truth colour', () => {
    const node = edit({ type: 'setNodeColour', nodeId: 'a', colour: '#c6f6d5', colourOverride: true });
    expect(node).toMatchObject({ colour: '#c6f6d5', colourOverride: true });
    expect(edit({ type: 'setNodeColour', nodeId: 'a', colour: '#ffffff' })?.colourOverride).toBe(false);
  });

  it('setNodeColour refuses a colour that is not 6-digit hex, or a level the node is not on', () => {
    expect(applyAction(map, { type: 'setNodeColour', nodeId: 'a', colour: 'red' })).toMatchObject({
      ok: false,
    });
    expect(applyAction(map, { type: 'setNodeColour', nodeId: 'a', colour: '#123456', levelId: 3 })).toEqual({
      ok: false,
      error: "Node 'a' is not on level 3",
    });
  });

  it('setNodeOperator sets an operator and refuses an unknown one', () => {
    expect(edit({ type: 'setNodeOperator', nodeId: 'a', operator: 13 })?.operator).toBe(13);
    expect(
      applyAction(map, JSON.parse('{"type":"setNodeOperator","nodeId":"a","operator":14}') as DocumentAction),
    ).toEqual({ ok: false, error: 'Unknown operator 14' });
  });

  it('setNodeStrength sets the manual truth within -100..100, or none', () => {
    expect(
      edit({ type: 'setNodeStrength', nodeId: 'a', strength: -40, ignoreManualStrength: true }),
    ).toMatchObject({
      strength: -40,
      ignoreManualStrength: true,
    });
    expect(edit({ type: 'setNodeStrength', nodeId: 'a', strength: null })?.strength).toBeNull();
    expect(applyAction(map, { type: 'setNodeStrength', nodeId: 'a', strength: 101 })).toEqual({
      ok: false,
      error: 'Strength must be between -100 and 100',
    });
  });

  it('refuses an unknown node', () => {
    expect(applyAction(map, { type: 'setNodeTitle', nodeId: 'x', title: '' })).toEqual({
      ok: false,
      error: "No node with id 'x'",
    });
  });
});
