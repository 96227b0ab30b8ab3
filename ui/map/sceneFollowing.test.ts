/**
 * Issue 21, acceptance (a), as the canvas does it: a store takes random document actions, session actions
 * (selection, level), undos and redos; the scene follows its change stream through `sceneUpdateOf` (a whole
 * new scene, or the views of what each change touched, for this viewer's level, selection and highlight),
 * and after every change equals the scene derived in one go from the map as the viewer sees it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMap, type MapViewInput } from '../../engine/scene/fromMap';
import { sceneUpdateOf } from '../../engine/scene/sceneUpdate';
import type { EdgeView, NodeView } from '../../engine/scene/views';
import { arbitraryAction, arbitraryMap, arbitrarySessionAction } from '../../src/model/actions/testMaps';
import { OPERATION_MODE } from '../../src/model/map/constants';
import { storedMapDocument } from '../../src/model/map/stored';
import type { MapDocument } from '../../src/model/map/types';
import { MapDocumentStore } from '../../src/stores/MapDocumentStore';
import { ownerRecord } from '../../src/stores/testEditor';
import { viewedMap } from './viewedMap';

interface Scene {
  nodes: Map<string, NodeView>;
  edges: Map<string, EdgeView>;
}

function sceneOf(map: MapViewInput): Scene {
  const scene = fromMap(map);
  return {
    nodes: new Map(scene.nodes.map((view) => [view.id, view])),
    edges: new Map(scene.edges.map((view) => [view.id, view])),
  };
}

const byId = <T extends { id: string }>(views: Iterable<T>) =>
  [...views].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

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
            } else if (update.views !== undefined) {
              const { views } = update;
              for (const id of views.removedEdgeIds) scene.edges.delete(id);
              for (const id of views.removedNodeIds) scene.nodes.delete(id);
              for (const view of views.nodes) scene.nodes.set(view.id, view);
              for (const view of views.edges) scene.edges.set(view.id, view);
            }
            // Every change, not only the last: a view left stale in between is a wrong frame on screen.
            const expected = sceneOf(map);
            expect(byId(scene.nodes.values())).toStrictEqual(byId(expected.nodes.values()));
            expect(byId(scene.edges.values())).toStrictEqual(byId(expected.edges.values()));
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
