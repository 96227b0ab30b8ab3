// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../tests/support/memoryStorage';
import { SandboxDraft } from '../api/sandbox/sandboxDraft';
import { OPERATION_MODE } from '../model/map/constants';
import { storedMapDocument } from '../model/map/stored';
import { MapDocumentStore } from './MapDocumentStore';
import { MapEditorStore } from './MapEditorStore';
import { KEEP_IDLE_MS, SandboxKeeper } from './SandboxKeeper';
import { SANDBOX_MAP_ID, sandboxMapRecord } from './sandboxMap';
import { copyRecord } from './testEditor';

/** The sandbox as its screen opens it: from what the browser kept, in edit mode, kept as it changes. */
async function openSandbox(storage = memoryStorage()) {
  const draft = new SandboxDraft(storage);
  const document = new MapDocumentStore(async () => sandboxMapRecord(new Date(), draft.read()));
  const editor = new MapEditorStore(document, null, storedMapDocument);
  await document.load(SANDBOX_MAP_ID);
  editor.enterMode(OPERATION_MODE.EDIT);
  const keeper = new SandboxKeeper(document, draft, storedMapDocument);
  const stop = keeper.start();
  return { storage, draft, editor, keeper, stop };
}

const titles = (editor: MapEditorStore) => editor.document.map?.nodes.map((node) => node.title) ?? [];

describe('SandboxKeeper', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps each edit once editing pauses, and the sandbox opens again with it', async () => {
    const first = await openSandbox();
    first.editor.addNode('Idea', { x: 0, y: 0 });
    expect(first.draft.read()).toBeNull();
    vi.advanceTimersByTime(KEEP_IDLE_MS);
    expect(first.draft.read()?.nodes.map((node) => node.title)).toEqual(['Idea']);
    first.stop();

    const again = await openSandbox(first.storage);
    expect(titles(again.editor)).toEqual(['Idea']);
    again.editor.addNode('Another', { x: 300, y: 0 });
    vi.advanceTimersByTime(KEEP_IDLE_MS);
    expect(again.draft.read()?.nodes.map((node) => node.title)).toEqual(['Idea', 'Another']);
  });

  it('keeps what is pending at once when the page goes away or the screen closes', async () => {
    const { editor, draft, stop } = await openSandbox();
    editor.addNode('Typed just before a reload', { x: 0, y: 0 });
    globalThis.dispatchEvent(new Event('pagehide'));
    expect(draft.read()?.nodes).toHaveLength(1);
    editor.addNode('And another', { x: 300, y: 0 });
    stop();
    expect(draft.read()?.nodes).toHaveLength(2);
  });

  it('discards the kept map once the sandbox is saved as a map of its own', async () => {
    const { editor, draft } = await openSandbox();
    editor.addNode('Idea', { x: 0, y: 0 });
    vi.advanceTimersByTime(KEEP_IDLE_MS);
    editor.setPersistence({
      saveAs: async ({ name }) => copyRecord(name),
    });
    expect(await editor.saveAs('Kept')).toBe(true);
    expect(draft.read()).toBeNull();
    editor.addNode('After the save', { x: 300, y: 0 });
    vi.advanceTimersByTime(KEEP_IDLE_MS);
    expect(draft.read()).toBeNull();
  });

  it('discards on request and starts the sandbox afresh', async () => {
    const { editor, draft, keeper } = await openSandbox();
    editor.addNode('Idea', { x: 0, y: 0 });
    await keeper.discard();
    expect(draft.read()).toBeNull();
    expect(titles(editor)).toEqual([]);
    vi.advanceTimersByTime(KEEP_IDLE_MS);
    expect(draft.read()).toBeNull();
  });
});
