import { describe, expect, it } from 'vitest';
import { SAVE_MESSAGES } from './MapEditorStore';
import { openEmptyMapInEditMode } from './testEditor';

const copyRecord = (name: string) => ({
  id: 'copy000001',
  name,
  version: 1,
  updated: '2026-01-02T00:00:00.000Z',
  accessRight: 'admin' as const,
  hasEditRights: true,
  hasShareRights: true,
});

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
