import { describe, expect, it } from 'vitest';
import { applyAction } from './apply';
import { applyOk, deepFreeze, makeMap, makeNode } from './testMaps';
import type { MapAction } from './types';

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

function roundTrip(action: MapAction) {
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
    const bad = JSON.parse('{"type":"setNodeVisibility","nodeIds":["a"],"visibility":"gone"}') as MapAction;
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
    expect(next.nodes[0]).toMatchObject({
      showAscendants: map.nodes[0]?.showAscendants,
      showDescendants: false,
    });
    const both = roundTrip({
      type: 'setNodeExpansion',
      nodeId: 'a',
      showAscendants: true,
      showDescendants: true,
    });
    expect(both.map.nodes[0]).toMatchObject({ showAscendants: true, showDescendants: true });
  });
});

describe('setSelection', () => {
  const selectedMap = deepFreeze(
    makeMap({ nodes: [{ ...makeNode('a'), selected: true }, makeNode('b'), makeNode('c')] }),
  );

  it('selects exactly the named nodes and reports only the nodes whose flag changed', () => {
    const result = applyAction(selectedMap, { type: 'setSelection', nodeIds: ['b', 'c'] });
    if (!result.ok) throw new Error(result.error);
    expect(result.map.nodes.map((node) => node.selected)).toEqual([false, true, true]);
    expect(result.changed.nodes.sort()).toEqual(['a', 'b', 'c']);
    expect(result.inverse).toEqual({ type: 'setSelection', nodeIds: ['a'] });
    expect(applyOk(result.map, result.inverse)).toStrictEqual(selectedMap);
  });

  it('clears the selection with an empty list and shares unchanged nodes', () => {
    const result = applyAction(selectedMap, { type: 'setSelection', nodeIds: [] });
    if (!result.ok) throw new Error(result.error);
    expect(result.map.nodes.some((node) => node.selected)).toBe(false);
    expect(result.map.nodes[1]).toBe(selectedMap.nodes[1]);
    expect(result.changed.nodes).toEqual(['a']);
  });

  it('refuses an unknown node', () => {
    expect(applyAction(selectedMap, { type: 'setSelection', nodeIds: ['b', 'zz'] })).toMatchObject({
      ok: false,
      error: "No node with id 'zz'",
    });
  });
});
