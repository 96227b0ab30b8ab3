import { observable } from 'mobx';
import { describe, expect, it } from 'vitest';
import { mapUpdateOf } from '../api/realtime/mapUpdates';
import type { MapEditorStore } from './MapEditorStore';
import { NewerVersionStore } from './NewerVersionStore';

/** The part of the editor the store reads: the held version and whether a save is under way. */
function fakeEditor(version: number) {
  return observable({
    document: { record: { id: 'map0000001', version } as { id: string; version: number } | null },
    saveState: { status: 'idle' } as { status: string },
  });
}

describe('NewerVersionStore', () => {
  it('tells of a newer version saved elsewhere, not of the one the editor holds', () => {
    const editor = fakeEditor(3);
    const store = new NewerVersionStore(editor as unknown as MapEditorStore);
    store.heard({ version: 3 });
    expect(store.newerSaved).toBe(false);
    store.heard({ version: 4 });
    expect(store.newerSaved).toBe(true);
    // An older message arriving late changes nothing.
    store.heard({ version: 2 });
    expect(store.newest).toBe(4);
  });

  it("says nothing of the editor's own save, whose news may come before its answer", () => {
    const editor = fakeEditor(3);
    const store = new NewerVersionStore(editor as unknown as MapEditorStore);
    editor.saveState = { status: 'saving' };
    store.heard({ version: 4 });
    expect(store.newerSaved).toBe(false);
    // The answer moves the record on.
    editor.document.record = { id: 'map0000001', version: 4 };
    editor.saveState = { status: 'saved' };
    expect(store.newerSaved).toBe(false);
  });
});

describe('mapUpdateOf', () => {
  it('reads an update for this map only, field by field', () => {
    const update = { mapId: 'map0000001', version: 5, updated: '2026-01-01T00:00:00.000Z' };
    expect(mapUpdateOf('map0000001', update)).toEqual(update);
    expect(mapUpdateOf('map0000002', update)).toBeNull();
    expect(mapUpdateOf('map0000001', { ...update, version: '5' })).toBeNull();
    expect(mapUpdateOf('map0000001', null)).toBeNull();
  });
});
