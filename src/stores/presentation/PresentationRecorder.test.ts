import { describe, expect, it } from 'vitest';
import { OPERATION_MODE } from '../../model/map/constants';
import type { MapRecord } from '../../model/map/record';
import { storedMapDocument } from '../../model/map/stored';
import { newPresentation } from '../../model/presentation/load';
import { isHidden } from '../../model/presentation/reveal';
import { presentedMap } from '../../model/presentation/testPresentations';
import { MapDocumentStore } from '../MapDocumentStore';
import { MapEditorStore } from '../MapEditorStore';
import { ownerRecord } from '../testEditor';
import { PresentationPlayer } from './PresentationPlayer';
import { PresentationRecorder } from './PresentationRecorder';
import { stillFrames, TestClock } from './testPlayer';

async function setUp() {
  const record = ownerRecord('Presented', storedMapDocument(presentedMap));
  const document = new MapDocumentStore(async () => record);
  const saved: unknown[] = [];
  const editor = new MapEditorStore(document, null, storedMapDocument);
  editor.setPersistence({
    save: async ({ document }) => {
      saved.push(document);
      return { ...record, version: record.version + saved.length } satisfies MapRecord;
    },
    saveAs: async () => record,
  });
  await document.load(record.id);
  editor.enterMode(OPERATION_MODE.RECORD_PRESENTATION);
  const clock = new TestClock(10_000);
  const player = new PresentationPlayer(document, newPresentation('NEW'), {
    clock,
    frames: stillFrames,
    keepsSelection: true,
  });
  const recorder = new PresentationRecorder(editor, newPresentation('NEW'));
  recorder.attach(player);
  const shown = () => ['a', 'b', 'c'].filter((id) => !isHidden(document.session.presented.reveal, id));
  return { editor, document, clock, player, recorder, saved, shown };
}

describe('PresentationRecorder', () => {
  it('starts a new recording with hide-all and show-all near the media end', async () => {
    const { recorder } = await setUp();
    expect(recorder.isNew).toBe(true);
    expect(recorder.draft.sequence.map((entry) => [entry.action.type, entry.timeSync?.timestamp])).toEqual([
      ['hideAllNodes', 0],
      ['showAllNodesExcept', 9000],
    ]);
    expect(recorder.modified).toBe(false);
  });

  it('records steps at the media time, and the map shows them at once', async () => {
    const { recorder, editor, player, shown } = await setUp();
    player.seek(1500);
    expect(shown()).toEqual([]);
    editor.select(['a', 'b']);
    recorder.recordOnSelected('showNodes');
    expect(recorder.draft.sequence[1]).toMatchObject({
      action: { type: 'showNodes', nodeIds: ['a', 'b'] },
      timeSync: { timestamp: 1500 },
    });
    expect(shown()).toEqual(['a', 'b']);
    expect(recorder.modified).toBe(true);
    // The replay of the draft leaves the author's selection alone: it is what they record with.
    player.seek(2500);
    expect(editor.selectedNodes.map((node) => node.id)).toEqual(['a', 'b']);
    // Only the Shift selections are recorded.
    recorder.recordSelection({ kind: 'connection', connectionId: 'ab', shift: false });
    expect(recorder.draft.sequence).toHaveLength(3);
    recorder.recordSelection({ kind: 'connection', connectionId: 'ab', shift: true });
    expect(recorder.draft.sequence[2]?.action).toEqual({ type: 'selectConnection', connectionId: 'ab' });
  });

  it('retimes, moves and deletes steps, the map following the edited sequence', async () => {
    const { recorder, editor, player, shown } = await setUp();
    player.seek(1000);
    editor.select(['a']);
    recorder.recordOnSelected('showNodes');
    player.seek(2000);
    editor.select(['b']);
    recorder.recordOnSelected('showNodes');
    expect(shown()).toEqual(['a', 'b']);
    recorder.retimeStep(2, 3, false);
    expect(recorder.draft.sequence[2]?.timeSync?.timestamp).toBe(5000);
    expect(shown()).toEqual(['a']);
    recorder.deleteStep(1);
    expect(shown()).toEqual([]);
    recorder.toggleTransition(1);
    expect(recorder.draft.sequence[1]?.transitionAutomatically).toBe(true);
  });

  it('moves the closing show-all near the end once the media says its length', async () => {
    const { recorder } = await setUp();
    recorder.setMedia({ type: 'video', url: '/a/media/v1', duration: 0 });
    recorder.mediaDurationKnown(6000);
    expect(recorder.draft.media).toEqual({ type: 'video', url: '/a/media/v1', duration: 6 });
    expect(recorder.draft.sequence.at(-1)?.timeSync?.timestamp).toBe(5000);
    // The same video read again, its length refined: the recording stays as it was.
    const before = recorder.draft;
    recorder.mediaDurationKnown(6300);
    expect(recorder.draft).toBe(before);
    // Another video: its length counts.
    recorder.setMedia({ type: 'video', url: '/a/media/v2', duration: 0 });
    recorder.mediaDurationKnown(12_000);
    expect(recorder.draft.sequence.at(-1)?.timeSync?.timestamp).toBe(11_000);
  });

  it('saves into the map through the editor and the map save, a new presentation taking its id', async () => {
    const { recorder, saved, document } = await setUp();
    recorder.rename('Walk-through');
    const id = await recorder.save();
    expect(id).not.toBeNull();
    expect(id?.toUpperCase()).not.toBe('NEW');
    expect(recorder.modified).toBe(false);
    expect(recorder.isNew).toBe(false);
    expect(document.map?.presentations.map((p) => [p.id, p.name])).toEqual([[id, 'Walk-through']]);
    expect((saved[0] as { presentations: { id: string }[] }).presentations.map((p) => p.id)).toEqual([id]);
    // Saved again, it replaces itself.
    recorder.rename('Again');
    expect(await recorder.save()).toBe(id);
    expect(document.map?.presentations).toHaveLength(1);
  });

  it('refuses to save outside record mode', async () => {
    const { recorder, editor } = await setUp();
    editor.enterMode(OPERATION_MODE.REVIEW);
    expect(await recorder.save()).toBeNull();
    expect(recorder.error).toBe('A presentation is saved from its recording.');
  });
});
