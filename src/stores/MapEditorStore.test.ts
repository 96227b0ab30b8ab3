import { describe, expect, it } from 'vitest';
import { newConnection } from '../model/commands/entities';
import { CONNECTION_TYPE, OPERATION_MODE } from '../model/map/constants';
import type { MapRecord } from '../model/map/record';
import { storedMapDocument } from '../model/map/stored';
import { MapDocumentStore } from './MapDocumentStore';
import { MapEditorStore } from './MapEditorStore';
import { SAVE_MESSAGES } from './saveMessages';
import { copyRecord, openEmptyMapInEditMode, ownerRecord } from './testEditor';

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

  it('offers no Save as on a map whose course does not permit copies, even after a save', async () => {
    const record = { ...ownerRecord('Course map'), copyAllowed: false };
    const editor = new MapEditorStore(new MapDocumentStore(async () => record), null, storedMapDocument);
    await editor.document.load(record.id);
    editor.enterMode(OPERATION_MODE.EDIT);
    const saved: MapRecord = { ...copyRecord('Course map'), id: record.id, version: 2 };
    editor.setPersistence({ save: async () => saved, saveAs: async ({ name }) => copyRecord(name) });
    expect(editor.canSave).toBe(true);
    expect(editor.canSaveAs).toBe(false);
    editor.bulkAdd('One', { x: 0, y: 0 });
    expect(await editor.save()).toBe(true);
    expect(editor.canSaveAs).toBe(false);
    expect(await editor.saveAs('Mine')).toBe(false);
  });
});

describe('MapEditorStore saving questions', () => {
  async function openForQuestions(record = ownerRecord('Quiz map')) {
    const saved: unknown[] = [];
    const editor = new MapEditorStore(new MapDocumentStore(async () => record), null, storedMapDocument);
    editor.setPersistence({
      save: async ({ document }) => {
        saved.push(document);
        return { ...copyRecord(record.name), id: record.id, version: record.version + saved.length };
      },
      saveAs: async ({ name }) => copyRecord(name),
    });
    await editor.document.load(record.id);
    editor.enterMode(OPERATION_MODE.EDIT_QUESTIONS);
    return { editor, saved };
  }

  it('in edit questions mode lets through only the questions, and saves them with the map', async () => {
    const { editor, saved } = await openForQuestions();
    expect(editor.bulkAdd('One', { x: 0, y: 0 })).toEqual({ ok: false, error: SAVE_MESSAGES.readOnly });
    const result = await editor.saveQuestions([{ id: 'q1', answerType: 1 }]);
    expect(result.ok).toBe(true);
    expect(editor.document.map?.questions).toEqual([{ id: 'q1', answerType: 1 }]);
    expect(saved).toEqual([expect.objectContaining({ questions: [{ id: 'q1', answerType: 1 }] })]);
    expect(editor.document.modified).toBe(false);
    expect(editor.document.record?.version).toBe(2);
  });

  it('refuses the questions outside edit questions mode, and to a user without edit rights', async () => {
    const { editor, saved } = await openForQuestions();
    editor.enterMode(OPERATION_MODE.EDIT);
    expect(await editor.saveQuestions([{ id: 'q1' }])).toEqual({
      ok: false,
      error: SAVE_MESSAGES.notEditingQuestions,
    });
    const viewer = { ...ownerRecord('Shared'), accessRight: 'view' as const, hasEditRights: false };
    const { editor: viewing } = await openForQuestions(viewer);
    expect(await viewing.saveQuestions([{ id: 'q1' }])).toEqual({ ok: false, error: SAVE_MESSAGES.noRights });
    expect(viewing.edit({ type: 'setQuestions', questions: [] })).toEqual({
      ok: false,
      error: SAVE_MESSAGES.readOnly,
    });
    expect(saved).toEqual([]);
    expect(viewing.document.map?.questions).toEqual([]);
  });
});

describe('MapEditorStore in a live session', () => {
  it('saves the session’s document (a checkpoint) and offers no Save as: the copy would leave the session', async () => {
    const record = ownerRecord('Live map');
    const editor = new MapEditorStore(new MapDocumentStore(async () => record), null, storedMapDocument);
    await editor.document.load(record.id);
    editor.enterMode(OPERATION_MODE.LIVE_EDIT);
    const saves: string[] = [];
    editor.setPersistence({
      save: async () => record,
      saveAs: async ({ name }) => {
        saves.push(name);
        return copyRecord(name);
      },
    });
    const checkpoints: number[] = [];
    editor.attachLive({
      isEditor: true,
      checkpoint: async () => {
        checkpoints.push(1);
        return { version: 2, updated: new Date(0).toISOString() };
      },
    });
    expect(editor.canSaveAs).toBe(false);
    expect(await editor.saveAs('Elsewhere')).toBe(false);
    expect(saves).toEqual([]);
    expect(await editor.save()).toBe(true);
    expect(checkpoints).toHaveLength(1);

    editor.attachLive(null);
    expect(editor.canSaveAs).toBe(true);
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

describe('MapEditorStore colouring', () => {
  it('colours the selected nodes as one undo step, and returns them to their truth colour', async () => {
    const editor = await openEmptyMapInEditMode('Scratch');
    editor.bulkAdd('One\nTwo\nThree', { x: 0, y: 0 });
    const [one, two] = editor.document.map?.nodes ?? [];
    if (!one || !two) throw new Error('bulk add made no nodes');
    editor.select([one.id, two.id]);
    expect(editor.colourSelected('#fed7d7')?.ok).toBe(true);
    const drawn = () =>
      (editor.document.map?.nodes ?? []).map((node) => [node.title, node.colourOverride && node.colour]);
    expect(drawn()).toEqual([
      ['One', '#fed7d7'],
      ['Two', '#fed7d7'],
      ['Three', false],
    ]);
    editor.document.undo();
    expect(drawn().every(([, override]) => override === false)).toBe(true);
    editor.document.redo();
    expect(editor.colourSelected(null)?.ok).toBe(true);
    expect(drawn().every(([, override]) => override === false)).toBe(true);
    editor.select([]);
    expect(editor.colourSelected('#fed7d7')).toBeNull();
  });
});
