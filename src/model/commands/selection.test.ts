import { describe, expect, it } from 'vitest';
import { applyAction } from '../actions/apply';
import { makeMap, makeNode } from '../actions/testMaps';
import { selectionAction } from './selection';

const map = makeMap({
  nodes: [{ ...makeNode('a'), selected: true }, makeNode('b'), { ...makeNode('c'), selected: true }],
});
const selectedAfter = (action: ReturnType<typeof selectionAction>) => {
  const result = applyAction(map, action);
  if (!result.ok) throw new Error(result.error);
  return result.map.nodes.filter((node) => node.selected).map((node) => node.id);
};

describe('selectionAction', () => {
  it('replaces the selection', () => {
    expect(selectedAfter(selectionAction(map, ['b', 'b'], 'replace'))).toEqual(['b']);
    expect(selectedAfter(selectionAction(map, [], 'replace'))).toEqual([]);
  });

  it('toggles the named nodes, keeping the others', () => {
    expect(selectedAfter(selectionAction(map, ['a', 'b'], 'toggle'))).toEqual(['b', 'c']);
  });

  it('adds the named nodes to the selection', () => {
    expect(selectedAfter(selectionAction(map, ['b'], 'add'))).toEqual(['a', 'b', 'c']);
  });
});
