/**
 * The change stream as a log (issue 21, acceptance (b)): replaying the document changes a store appended,
 * in order, on the map it started from gives the map it ended with, whatever mix of edits, undos and redos
 * made them. This is what seek in a presentation and a late joiner in live edit rely on.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction } from '../model/actions/apply';
import { replayActions } from '../model/actions/replay';
import { arbitraryAction, arbitraryMap } from '../model/actions/testMaps';
import type { DocumentAction } from '../model/actions/types';
import type { MapChange } from '../model/changes/stream';
import { OPERATION_MODE } from '../model/map/constants';
import { storedMapDocument } from '../model/map/stored';
import type { MapDocument } from '../model/map/types';
import { MapDocumentStore } from './MapDocumentStore';
import { ownerRecord } from './testEditor';

type Step = 'edit' | 'undo' | 'redo';

describe('replaying the change stream (property)', () => {
  it('gives the final document from the first one, edits, undos and redos alike', async () => {
    await fc.assert(
      fc.asyncProperty(
        arbitraryMap,
        fc.array(fc.constantFrom<Step>('edit', 'edit', 'edit', 'undo', 'redo'), { maxLength: 20 }),
        fc.gen(),
        async (start, steps, gen) => {
          const record = ownerRecord('Logged', storedMapDocument(start));
          const store = new MapDocumentStore(async () => record);
          await store.load(record.id);
          store.setMode(OPERATION_MODE.EDIT);
          const first = store.map as MapDocument;
          const log: MapChange[] = [];
          store.listen((change) => log.push(change), { scope: 'document' });
          for (const step of steps) {
            if (step === 'undo') store.undo();
            else if (step === 'redo') store.redo();
            else store.apply(gen(arbitraryAction, store.map as MapDocument));
          }
          const actions = log.flatMap((change) =>
            change.action === undefined ? [] : [change.action as DocumentAction],
          );
          // One by one, and in one go as seek and a late joiner do it (a draft).
          let replayed = first;
          for (const action of actions) {
            const result = applyAction(replayed, action);
            if (!result.ok) throw new Error(`${action.type}: ${result.error}`);
            replayed = result.map;
          }
          expect(replayed).toEqual(store.map);
          expect(replayActions(first, actions)).toEqual({ map: store.map, refused: [] });
          // The sequence numbers say the order: strictly increasing.
          const seqs = log.map((change) => change.seq);
          expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
        },
      ),
      { numRuns: 100 },
    );
  });
});
