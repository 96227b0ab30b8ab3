import { describe, expect, it } from 'vitest';
import { applyAction } from './apply';
import { applyOk, deepFreeze, makeMap, makeNode } from './testMaps';
import type { DocumentAction } from './types';

const map = deepFreeze(
  makeMap({
    nodes: [
      makeNode('a'),
      // Loading makes hidden nodes visible, so these are set after loading.
      { ...makeNode('b'), visibility: 'hidden' },
      { ...makeNode('c'), visibility: 'collapsed' },
    ],
  }),
);

function roundTrip(action: DocumentAction) {
  const result = applyAction(map, action);
  if (!result.ok) throw new Error(result.error);
  expect(applyOk(result.map, result.inverse)).toStrictEqual(map);
  return result;
}

describe('setNodeVisibility', () => {
  it('sets visible, hidden or collapsed on a list of nodes; the inverse puts each back', () => {
    const {
      map: next,
      inverse,
      changed,
    } = roundTrip({
      type: 'setNodeVisibility',
      nodeIds: ['a', 'b'],
      visibility: 'collapsed',
    });
    expect(next.nodes.map((n) => n.visibility)).toEqual(['collapsed', 'collapsed', 'collapsed']);
    expect(changed.nodes).toEqual(['a', 'b']);
    expect(inverse).toEqual({
      type: 'batch',
      actions: [
        { type: 'setNodeVisibility', nodeIds: ['a'], visibility: 'visible' },
        { type: 'setNodeVisibility', nodeIds: ['b'], visibility: 'hidden' },
      ],
    });
  });

  it('refuses an unknown visibility or node', () => {
    const bad = JSON.parse(
      '{"type":"setNodeVisibility","nodeIds":["a"],"visibility":"gone"}',
    ) as DocumentAction;
    expect(applyAction(map, bad)).toEqual({ ok: false, error: 'Unknown visibility "gone"' });
    expect(applyAction(map, { type: 'setNodeVisibility', nodeIds: ['z'], visibility: 'hidden' })).toEqual({
      ok: false,
      error: "No node with id 'z'",
    });
  });
});

describe('setNodeExpansion', () => {
  it('sets showAscendants and showDescendants, leaving a flag not given as it is', () => {
    const { map: next } = roundTrip({ type: 'setNodeExpansion', nodeId: 'a', showDescendants: false });
    expect(next.nodes.at(0)).toMatchObject({
      showAscendants: map.nodes.at(0)?.showAscendants,
      showDescendants: false,
    });
    const both = roundTrip({
      type: 'setNodeExpansion',
      nodeId: 'a',
      showAscendants: true,
      showDescendants: true,
    });
    expect(both.map.nodes.at(0)).toMatchObject({ showAscendants: true, showDescendants: true });
  });
});
