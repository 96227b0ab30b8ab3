import { describe, expect, it } from 'vitest';
import type { UserFlag } from '../model/userFlags';
import type { MapEditorStore } from './MapEditorStore';
import { TourStore } from './TourStore';
import { openEmptyMapInEditMode } from './testEditor';

/** A tour over a real editor on an empty map, with the flags it marks done. */
async function tourOnEmptyMap() {
  const editor = await openEmptyMapInEditMode('Tour');
  const done: UserFlag[] = [];
  const tours = new TourStore({
    selectedNodeCount: () => editor.selectedNodes.length,
    markDone: (flag) => done.push(flag),
  });
  const stop = tours.follow(editor.document);
  return { editor, tours, done, stop };
}

const addNode = (editor: MapEditorStore) => editor.addNode('New node', { x: 0, y: 0 });

describe('TourStore', () => {
  it('runs Your New Map over the map: waits for a node and its name, then marks the tour done', async () => {
    const { editor, tours, done } = await tourOnEmptyMap();
    tours.start('newMap');
    tours.next();
    expect(tours.step?.id).toBe('addNode');
    tours.next();
    expect(tours.step?.id).toBe('addNode');

    expect(addNode(editor).ok).toBe(true);
    expect(tours.canMoveOn).toBe(true);
    tours.next();
    expect(tours.step?.id).toBe('nameNode');
    expect(tours.canMoveOn).toBe(false);
    const [node] = editor.selectedNodes;
    editor.edit({ type: 'setNodeTitle', nodeId: node?.id ?? '', title: 'Photosynthesis' });
    tours.next();
    tours.next();
    expect(tours.isLastStep).toBe(true);
    expect(done).toEqual([]);

    tours.next();
    expect(tours.state.tour).toBeNull();
    expect(done).toEqual(['ShownNewMapInteractive']);
  });

  it('does not count an undone or redone node as the one asked for', async () => {
    const { editor, tours } = await tourOnEmptyMap();
    addNode(editor);
    editor.document.undo();
    tours.start('newMap');
    tours.next();
    editor.document.redo();
    expect(tours.canMoveOn).toBe(false);
  });

  it('takes a node selected before the step as selected', async () => {
    const { editor, tours } = await tourOnEmptyMap();
    addNode(editor);
    tours.start('contentEditor');
    expect(tours.canMoveOn).toBe(true);
  });

  it('leaves a tour closed early not done, and stops following the map when asked', async () => {
    const { editor, tours, done, stop } = await tourOnEmptyMap();
    tours.start('contentEditor');
    tours.end();
    expect(tours.state.tour).toBeNull();
    expect(done).toEqual([]);

    tours.start('contentEditor');
    stop();
    addNode(editor);
    // Only what the step saw as it was reached counts once the stream is no longer followed.
    expect(tours.canMoveOn).toBe(false);
  });
});
