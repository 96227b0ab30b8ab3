import { describe, expect, it } from 'vitest';
import { applyAction } from '../../model/actions/apply';
import type { DocumentAction } from '../../model/actions/types';
import { newNodeAt } from '../../model/commands/entities';
import { LIVE_MESSAGES } from '../../model/live/messages';
import { OPERATION_MODE } from '../../model/map/constants';
import { MapDocumentStore } from '../MapDocumentStore';
import { PendingEdits } from './PendingEdits';

const stored = {
  nodes: [
    { id: 'a', title: 'Cell', levels: [{ levelId: 1, position: { x: 0, y: 0 } }] },
    { id: 'b', title: 'Nucleus', levels: [{ levelId: 1, position: { x: 300, y: 0 } }] },
  ],
  connections: [],
};

/** An open map with `PendingEdits` over it; the user's edits applied as they would be, and kept pending. */
async function openMap() {
  const document = new MapDocumentStore(async () => ({
    id: 'map0000001',
    name: 'Cells',
    version: 1,
    updated: '2026-01-01T00:00:00.000Z',
    document: stored,
    accessRight: 'admin',
    hasEditRights: true,
    hasShareRights: true,
  }));
  await document.load('map0000001');
  document.setMode(OPERATION_MODE.EDIT);
  const told: string[] = [];
  const pending = new PendingEdits(document, (text) => told.push(text));
  const edit = (opId: string, action: DocumentAction) => {
    const before = document.map;
    expect(document.apply(action).ok).toBe(true);
    const inverse = before && applyAction(before, action);
    if (!inverse?.ok) throw new Error('the edit did not apply');
    pending.add({ opId, action, inverse: inverse.inverse });
  };
  return { document, pending, edit, told };
}

const op = (rev: number, opId: string, action: DocumentAction) => ({ rev, opId, actorId: 'other', action });

describe('PendingEdits', () => {
  it('confirms the head by its own op, and keeps a member’s op beneath the rest', async () => {
    const { document, pending, edit } = await openMap();
    edit('mine1', { type: 'setNodeTitle', nodeId: 'a', title: 'Mine' });
    edit('mine2', {
      type: 'createNode',
      node: newNodeAt({ id: 'n', title: 'New', levelId: 1, position: { x: 0, y: 300 } }),
    });

    pending.take(op(1, 'theirs', { type: 'setNodeTitle', nodeId: 'b', title: 'Theirs' }));
    expect(pending.edits.map((e) => e.opId)).toEqual(['mine1', 'mine2']);
    expect(document.map?.nodes.get('b')?.title).toBe('Theirs');
    expect(document.map?.nodes.get('n')?.title).toBe('New');

    pending.take(op(2, 'mine1', { type: 'setNodeTitle', nodeId: 'a', title: 'Mine' }));
    expect(pending.edits.map((e) => e.opId)).toEqual(['mine2']);
  });

  it('takes a refused edit out, and drops with a word one that no longer applies', async () => {
    const { document, pending, edit, told } = await openMap();
    edit('colour', { type: 'setNodeColour', nodeId: 'b', colour: '#00ff00' });
    edit('title', { type: 'setNodeTitle', nodeId: 'a', title: 'Kept' });

    expect(pending.takeOut('title')).toBe(true);
    expect(document.map?.nodes.get('a')?.title).toBe('Cell');
    expect(pending.takeOut('title')).toBe(false);

    pending.take(op(1, 'gone', { type: 'deleteNodes', nodeIds: ['b'] }));
    expect(pending.length).toBe(0);
    expect(told).toEqual([expect.stringMatching(new RegExp(`^${LIVE_MESSAGES.refused('')}`))]);
  });
});
