import { describe, expect, it } from 'vitest';
import { newConnection } from '../model/commands/entities';
import { CONNECTION_TYPE } from '../model/map/constants';
import { SAVE_MESSAGES } from './saveMessages';
import { copyRecord, openEmptyMapInEditMode } from './testEditor';

describe('MapEditorStore saving', () => {
  it('has nothing to save to until it is given persistence', async () => {
    const editor = await openEmptyMapInEditMode('Scratch');
    expect(editor.canSave).toBe(false);
    expect(editor.canSaveAs).toBe(false);
    expect(await editor.saveAs('Kept')).toBe(false);
    expect(editor.saveState).toEqual({ status: 'failed', error: SAVE_MESSAGES.noRights });
  });

  it('with only Save as (the sandbox of a signed-in user) saves a copy, never over a stored map', async () => {
    const editor = await openEmptyMapInEditMode('Scratch');
    const copies: { name: string; document: unknown }[] = [];
    editor.setPersistence({
      saveAs: async ({ name, document }) => {
        copies.push({ name, document });
        return copyRecord(name);
      },
    });
    expect(editor.canSave).toBe(false);
    expect(editor.canSaveAs).toBe(true);
    expect(await editor.save()).toBe(false);
    expect(copies).toEqual([]);

    expect(await editor.saveAs('  Kept  ')).toBe(true);
    expect(copies).toEqual([{ name: 'Kept', document: expect.objectContaining({ name: 'Kept' }) }]);
    expect(editor.document.record).toMatchObject({ id: 'copy000001', name: 'Kept' });
    expect(editor.document.modified).toBe(false);

    editor.setPersistence(null);
    expect(editor.canSaveAs).toBe(false);
  });
});

describe('MapEditorStore selection', () => {
  it('selects every node in sight on the current level: not hidden ones, not those collapsed away', async () => {
    const editor = await openEmptyMapInEditMode('Scratch');
    editor.bulkAdd('Root\nChild\nHidden', { x: 0, y: 0 });
    const [root, child, hidden] = editor.document.map?.nodes ?? [];
    if (!root || !child || !hidden) throw new Error('bulk add made no nodes');
    editor.document.apply({ type: 'setNodeVisibility', nodeIds: [hidden.id], visibility: 'hidden' });
    editor.document.apply({
      type: 'createConnection',
      connection: newConnection({
        id: 'c1',
        from: root.id,
        to: child.id,
        type: CONNECTION_TYPE.RELATIVE,
        levelId: 1,
      }),
    });
    editor.document.apply({ type: 'setNodeExpansion', nodeId: root.id, showDescendants: false });
    editor.document.apply({ type: 'setSelection', nodeIds: [] });

    editor.selectAll();
    expect(editor.selectedNodes.map((node) => node.title)).toEqual(['Root']);
  });
});

describe('MapEditorStore adding nodes', () => {
  it('adds a node clear of the nodes there, five in a row at one place overlapping none', async () => {
    const editor = await openEmptyMapInEditMode('Scratch');
    const size = { width: 120, height: 48 };
    const boxes = () =>
      (editor.document.map?.nodes ?? []).map((node) => ({
        ...(node.levels[0]?.position ?? { x: 0, y: 0 }),
        ...size,
      }));
    for (let i = 0; i < 5; i++)
      expect(editor.addNode('New node', { x: 0, y: 0 }, { taken: boxes(), sizeOf: () => size }).ok).toBe(
        true,
      );
    const placed = boxes();
    expect(placed).toHaveLength(5);
    expect(placed[0]).toMatchObject({ x: 0, y: 0 });
    for (const [i, a] of placed.entries())
      for (const b of placed.slice(i + 1))
        expect(
          a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height,
        ).toBe(false);
  });
});
