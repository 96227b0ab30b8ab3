/**
 * The open map's scopes through the store and the editor: one viewer's session (selection, level, mode)
 * apart from the document, followed by it when the document changes, brought back by undo, and never
 * carried by a document change.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction } from '../model/actions/apply';
import { arbitraryAction, arbitraryMap, arbitrarySessionAction } from '../model/actions/testMaps';
import type { MapChange } from '../model/changes/stream';
import { OPERATION_MODE } from '../model/map/constants';
import { storedMapDocument } from '../model/map/stored';
import type { MapDocument } from '../model/map/types';
import { MapDocumentStore } from './MapDocumentStore';
import { MapEditorStore } from './MapEditorStore';
import { SAVE_MESSAGES } from './saveMessages';
import { ownerRecord } from './testEditor';

const twoLevels = {
  levels: [
    { id: 1, description: 'Main' },
    { id: 2, description: 'Detail' },
  ],
  nodes: [
    { id: 'a', title: 'Cell', levels: [{ levelId: 1, position: { x: 0, y: 0 } }] },
    {
      id: 'b',
      title: 'Nucleus',
      levels: [
        { levelId: 1, position: { x: 300, y: 0 } },
        { levelId: 2, position: { x: 0, y: 0 } },
      ],
    },
  ],
  connections: [],
};

async function openEditor(document: unknown = twoLevels) {
  const record = ownerRecord('Cells', document);
  const editor = new MapEditorStore(new MapDocumentStore(async () => record), null, storedMapDocument);
  await editor.document.load(record.id);
  const changes: MapChange[] = [];
  editor.document.listen((change) => changes.push(change));
  return { editor, store: editor.document, changes };
}

describe('the session beside the document', () => {
  it('keeps selection and the current level out of the document and its stored form', async () => {
    const { editor, store } = await openEditor();
    const document = store.map;
    editor.select(['a', 'b']);
    editor.edit({ type: 'setCurrentLevel', levelId: 2 });
    expect(store.map).toBe(document);
    expect(store.modified).toBe(false);
    expect(store.session).toMatchObject({ currentLevelId: 2, routeToCurrentLevel: [1, 2], selection: ['b'] });
    expect(JSON.stringify(storedMapDocument(store.map as MapDocument))).not.toMatch(/selected|currentLevel/);
  });

  it("records a command's edit and its new selection as one undo step, and undo brings the old selection back", async () => {
    const { editor, store } = await openEditor();
    editor.enterMode(OPERATION_MODE.EDIT);
    editor.select(['a']);
    expect(editor.bulkAdd('One\nTwo', { x: 0, y: 400 }).ok).toBe(true);
    expect(editor.selectedNodes.map((node) => node.title)).toEqual(['One', 'Two']);
    expect(store.history.undoStack).toHaveLength(1);
    store.undo();
    expect(store.map?.nodes).toHaveLength(2);
    expect(store.session.selection).toEqual(['a']);
    store.redo();
    expect(editor.selectedNodes.map((node) => node.title)).toEqual(['One', 'Two']);
  });

  it('moves a viewer off a level that goes back along their route; undo brings them back to it', async () => {
    const { editor, store, changes } = await openEditor();
    editor.enterMode(OPERATION_MODE.EDIT);
    editor.edit({ type: 'setCurrentLevel', levelId: 2 });
    editor.select(['b']);
    const from = changes.length;
    expect(editor.edit({ type: 'deleteLevel', levelId: 2 }).ok).toBe(true);
    expect(store.session).toMatchObject({ currentLevelId: 1, routeToCurrentLevel: [1] });
    // The document change, then the session following it, each in the stream with its own scope ('b' is
    // on the level above too, so it stays selected).
    expect(changes.slice(from).map((change) => [change.scope, change.action?.type])).toEqual([
      ['document', 'deleteLevel'],
      ['session', 'setCurrentLevel'],
    ]);
    expect(store.session.selection).toEqual(['b']);
    store.undo();
    expect(store.session).toMatchObject({ currentLevelId: 2, routeToCurrentLevel: [1, 2], selection: ['b'] });
    // Moving between levels is undone too (spec 2 section 4 keeps only moves, resizes, selection and
    // title typing out of the history).
    store.undo();
    expect(store.session.currentLevelId).toBe(1);
  });

  it("follows another client's deletion of the selected node, with a session change of the same origin", async () => {
    const { editor, store, changes } = await openEditor();
    editor.select(['a', 'b']);
    const from = changes.length;
    expect(store.apply({ type: 'deleteNodes', nodeIds: ['a'] }, { origin: 'remote' }).ok).toBe(true);
    expect(store.session.selection).toEqual(['b']);
    expect(changes.slice(from).map((change) => [change.origin, change.scope])).toEqual([
      ['remote', 'document'],
      ['remote', 'session'],
    ]);
    expect(store.history.undoStack).toHaveLength(0);
  });
});

describe('the one door', () => {
  it('refuses a drag, a connection or any document change in review, and lets the user look', async () => {
    const { editor, store } = await openEditor();
    expect(editor.mode).toBe(OPERATION_MODE.REVIEW_ONLY);
    const before = store.map;
    expect(editor.moveNodes([{ nodeId: 'a', position: { x: 50, y: 50 } }])).toEqual({
      ok: false,
      error: SAVE_MESSAGES.readOnly,
    });
    expect(editor.connect('a', 'b')).toMatchObject({ ok: false });
    expect(store.map).toBe(before);
    expect(editor.select(['a']).ok).toBe(true);
    expect(editor.edit({ type: 'setCurrentLevel', levelId: 2 }).ok).toBe(true);
  });

  it('refuses editing in a mode the rights do not allow, even when the mode was set past the editor', async () => {
    const record = {
      ...ownerRecord('Shared', twoLevels),
      accessRight: 'view' as const,
      hasEditRights: false,
    };
    const editor = new MapEditorStore(new MapDocumentStore(async () => record), null, storedMapDocument);
    await editor.document.load(record.id);
    editor.document.setMode(OPERATION_MODE.EDIT);
    expect(editor.canEdit).toBe(false);
    expect(editor.moveNodes([{ nodeId: 'a', position: { x: 50, y: 50 } }]).ok).toBe(false);
    expect(editor.enterMode(OPERATION_MODE.EDIT)).toBe(OPERATION_MODE.REVIEW_ONLY);
  });

  it('lets a drag through in edit mode', async () => {
    const { editor, store } = await openEditor();
    editor.enterMode(OPERATION_MODE.EDIT);
    expect(editor.moveNodes([{ nodeId: 'a', position: { x: 50, y: 60 } }]).ok).toBe(true);
    expect(store.map?.nodes.at(0)?.levels[0]?.position).toEqual({ x: 50, y: 60 });
  });
});

describe('two clients on one map (property)', () => {
  it("converge on one document when each applies the agreed order of everyone's document actions, and keep their own sessions", async () => {
    await fc.assert(
      fc.asyncProperty(
        arbitraryMap,
        fc.array(fc.tuple(fc.nat(1), fc.nat(), fc.boolean()), { maxLength: 12 }),
        fc.gen(),
        async (start, steps, gen) => {
          const record = ownerRecord('Shared', storedMapDocument(start));
          const clients = [0, 1].map(
            () => new MapEditorStore(new MapDocumentStore(async () => record), null, storedMapDocument),
          );
          for (const client of clients) {
            await client.document.load(record.id);
            client.enterMode(OPERATION_MODE.EDIT);
          }
          const broadcast: MapChange[][] = [[], []];
          for (const [index, client] of clients.entries())
            client.document.listen((change) => broadcast[index]?.push(change), {
              origin: 'user',
              scope: 'document',
            });
          // The server's copy, sequencing document actions in the order they arrive.
          let server = clients[0]?.document.map as MapDocument;
          const selectedBy: Set<string>[] = [new Set(), new Set()];
          for (const [who, , session] of steps) {
            const client = clients[who] as MapEditorStore;
            const other = clients[1 - who] as MapEditorStore;
            if (session) {
              const action = gen(arbitrarySessionAction, client.document.map as MapDocument);
              if (action.type === 'setSelection') for (const id of action.nodeIds) selectedBy[who]?.add(id);
              client.edit(action);
              continue;
            }
            const action = gen(arbitraryAction, server);
            const sent = broadcast[who]?.length ?? 0;
            if (!client.edit(action).ok) continue;
            // What went out is the document action alone, never anyone's selection or level.
            const out = broadcast[who]?.slice(sent) ?? [];
            expect(out.map((change) => change.action)).toEqual([action]);
            const sequenced = applyAction(server, action);
            if (!sequenced.ok) throw new Error(sequenced.error);
            server = sequenced.map;
            expect(other.document.apply(action, { origin: 'remote' }).ok).toBe(true);
          }
          for (const [index, client] of clients.entries()) {
            expect(client.document.map).toEqual(server);
            for (const id of client.document.session.selection) expect(selectedBy[index]?.has(id)).toBe(true);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
