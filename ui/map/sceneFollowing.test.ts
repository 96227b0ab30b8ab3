/**
 * Issue 21, acceptance (a), as the canvas does it: a store takes random document actions, session actions
 * (selection, level), undos and redos; the scene follows its change stream through `sceneUpdateOf` (a whole
 * new scene, or the views of what each change touched, for this viewer's level, selection and highlight),
 * and after every change equals the scene derived in one go from the map as the viewer sees it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MapViewInput } from '../../engine/scene/fromMap';
import { sceneUpdateOf } from '../../engine/scene/sceneUpdate';
import { applyViews, expectSameScene, sceneOf } from '../../engine/scene/testScene';
import { arbitraryAction, arbitraryMap, arbitrarySessionAction } from '../../src/model/actions/testMaps';
import { OPERATION_MODE } from '../../src/model/map/constants';
import { storedMapDocument } from '../../src/model/map/stored';
import type { MapDocument } from '../../src/model/map/types';
import { MapDocumentStore } from '../../src/stores/MapDocumentStore';
import { ownerRecord } from '../../src/stores/testEditor';
import { viewedMap } from './viewedMap';

type Step = 'edit' | 'session' | 'undo' | 'redo';

describe('the scene following a store’s changes (property)', () => {
  it('equals the scene of the viewed map after every change: edits, session changes, undos and redos', async () => {
    let sessionChanges = 0;
    await fc.assert(
      fc.asyncProperty(
        arbitraryMap,
        fc.array(fc.constantFrom<Step>('edit', 'edit', 'session', 'session', 'undo', 'redo'), {
          maxLength: 20,
        }),
        fc.gen(),
        async (start, steps, gen) => {
          const record = ownerRecord('Viewed', storedMapDocument(start));
          const store = new MapDocumentStore(async () => record);
          await store.load(record.id);
          store.setMode(OPERATION_MODE.EDIT);
          const first = viewedMap(store) as MapViewInput;
          let scene = sceneOf(first);
          let drawnLevelId = first.currentLevelId;
          store.listen((change) => {
            if (change.scope === 'session') sessionChanges++;
            const map = viewedMap(store) as MapViewInput;
            const update = sceneUpdateOf(map, change, drawnLevelId);
            if (update.kind === 'whole') {
              scene = sceneOf(map);
              drawnLevelId = map.currentLevelId;
            } else if (update.views !== undefined) applyViews(scene, update.views);
            // Every change, not only the last: a view left stale in between is a wrong frame on screen.
            expectSameScene(scene, map);
          });
          for (const step of steps) {
            const map = store.map as MapDocument;
            if (step === 'undo') store.undo();
            else if (step === 'redo') store.redo();
            else if (step === 'session') store.apply(gen(arbitrarySessionAction, map));
            else store.apply(gen(arbitraryAction, map));
          }
        },
      ),
      { numRuns: 150 },
    );
    // The property means little unless the viewers' own changes were among those followed.
    expect(sessionChanges).toBeGreaterThan(50);
  }, 60_000);
});
