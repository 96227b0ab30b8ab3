import { describe, expect, it } from 'vitest';
import { buildFolderTree, flattenFolderTree } from './folderTree';

describe('buildFolderTree', () => {
  it('nests slash paths, names each node by its last segment and sorts siblings', () => {
    const tree = buildFolderTree([
      { id: 'c', name: 'Science/Biology/Cells' },
      { id: 'h', name: 'history' },
      { id: 's', name: 'Science' },
      { id: 'p', name: 'Science/Physics' },
    ]);
    expect(tree.map((node) => node.displayName)).toEqual(['history', 'Science']);
    const science = tree[1];
    expect(science?.labelId).toBe('s');
    expect(science?.children.map((node) => [node.displayName, node.labelId])).toEqual([
      ['Biology', null],
      ['Physics', 'p'],
    ]);
    expect(science?.children[0]?.children[0]).toEqual({
      path: 'Science/Biology/Cells',
      displayName: 'Cells',
      labelId: 'c',
      children: [],
    });
  });

  it('flattens in display order with depths', () => {
    const flat = flattenFolderTree(
      buildFolderTree([
        { id: 'x', name: 'A/B' },
        { id: 'y', name: 'C' },
      ]),
    );
    expect(flat.map(({ node, depth }) => `${depth}:${node.displayName}`)).toEqual(['0:A', '1:B', '0:C']);
  });

  it('is empty without labels', () => {
    expect(buildFolderTree([])).toEqual([]);
  });
});
