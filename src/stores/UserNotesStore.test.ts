import { describe, expect, it } from 'vitest';
import { USER_NOTES_STORE_MESSAGES, type UserNotesPersistence } from '../api/persistence';
import type { UserNotes } from '../model/map/userNotes';
import { UserNotesStore } from './UserNotesStore';

const text = (words: string) => [{ type: 'paragraph', children: [{ text: words }] }];

/** Notes kept in memory, as the server would keep them; `failNext` refuses the next call. */
class MemoryNotes implements UserNotesPersistence {
  stored: unknown = null;
  saves: UserNotes[] = [];
  failNext: Error | null = null;
  private release: (() => void) | null = null;
  holdSaves = false;

  async load(): Promise<unknown> {
    this.throwIfFailing();
    return structuredClone(this.stored);
  }

  async save(_mapId: string, notes: UserNotes): Promise<void> {
    if (this.holdSaves) await new Promise<void>((resolve) => (this.release = resolve));
    this.throwIfFailing();
    this.stored = structuredClone(notes);
    this.saves.push(notes);
  }

  finishSave() {
    this.release?.();
  }

  private throwIfFailing() {
    const failure = this.failNext;
    this.failNext = null;
    if (failure) throw failure;
  }
}

function storeOver(memory: MemoryNotes) {
  let next = 0;
  return new UserNotesStore('map1', memory, () => `id${++next}`);
}

describe('UserNotesStore', () => {
  it('starts a user without notes from the map’s template, unmodified', async () => {
    const store = storeOver(new MemoryNotes());
    await store.load(text('Template'));
    expect(store.loadState).toEqual({ status: 'ready' });
    expect(store.content(null)).toEqual(text('Template'));
    expect(store.modified).toBe(false);
  });

  it('loads stored notes, and starts afresh from notes that no longer read', async () => {
    const memory = new MemoryNotes();
    memory.stored = { overviewId: 'o', notes: [{ id: 'o', nodeId: null, content: text('Mine') }] };
    const store = storeOver(memory);
    await store.load(text('Template'));
    expect(store.content(null)).toEqual(text('Mine'));

    memory.stored = { broken: true };
    const fresh = storeOver(memory);
    await fresh.load(text('Template'));
    expect(fresh.content(null)).toEqual(text('Template'));
  });

  it('tells a failed load, and loads on the next try', async () => {
    const memory = new MemoryNotes();
    memory.failNext = new Error('Network down');
    const store = storeOver(memory);
    await store.load(null);
    expect(store.loadState).toEqual({ status: 'failed', error: 'Network down' });
    await store.load(null);
    expect(store.loadState).toEqual({ status: 'ready' });
  });

  it('is modified by an edit until it is saved', async () => {
    const memory = new MemoryNotes();
    const store = storeOver(memory);
    await store.load(null);
    store.setContent('a', text('About A'));
    expect(store.modified).toBe(true);
    expect(await store.save()).toBe(true);
    expect(store.saveState).toEqual({ status: 'saved' });
    expect(store.modified).toBe(false);
    expect(memory.stored).toMatchObject({
      notes: [{ nodeId: null }, { nodeId: 'a', content: text('About A') }],
    });
  });

  it('keeps edits made during a save unsaved', async () => {
    const memory = new MemoryNotes();
    const store = storeOver(memory);
    await store.load(null);
    store.setContent(null, text('First'));
    memory.holdSaves = true;
    const saving = store.save();
    expect(store.saveState).toEqual({ status: 'saving' });
    expect(await Promise.race([store.save(), Promise.resolve('second refused')])).toBe(false);
    store.setContent(null, text('Second'));
    memory.finishSave();
    await saving;
    expect(memory.saves).toHaveLength(1);
    expect(store.modified).toBe(true);
    expect(store.content(null)).toEqual(text('Second'));
  });

  it('tells a failed save and stays modified, losing nothing', async () => {
    const memory = new MemoryNotes();
    const store = storeOver(memory);
    await store.load(null);
    store.setContent(null, text('Precious'));
    memory.failNext = new Error('');
    expect(await store.save()).toBe(false);
    expect(store.saveState).toEqual({ status: 'failed', error: USER_NOTES_STORE_MESSAGES.saveFailed });
    expect(store.modified).toBe(true);
    expect(store.content(null)).toEqual(text('Precious'));
  });
});
