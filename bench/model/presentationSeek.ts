/**
 * Seeking in a presentation (issue 25, Performance: "seek to any point of a 5,000-step presentation on a
 * 10k-node map: p95 under 50 ms from the seek to the frame that shows it"). A `PresentationPlayer` on a
 * `MapDocumentStore` holding the 10k-node map, with a media clock moved by hand, seeks to random times,
 * forwards and backwards. Each seek is timed from `seek` until the canvas's listener has what it draws:
 * the replayed state (a snapshot plus the steps after it), the store's one `replay` change with the nodes
 * and connections it touched, and what `ui/map/MapCanvas.tsx` does with that change before the engine
 * draws: `sceneUpdateOf` (the changed views), or for another level a whole new `MapSceneStages` and the
 * stage on screen. The engine's upload and the frame itself are not in it (a Node run has no GPU).
 */

import { MapSceneStages } from '../../engine/scene/sceneStages';
import { sceneUpdateOf } from '../../engine/scene/sceneUpdate';
import type { Presentation } from '../../src/model/presentation/types';
import { MapDocumentStore } from '../../src/stores/MapDocumentStore';
import { PresentationPlayer } from '../../src/stores/presentation/PresentationPlayer';
import { stillFrames, TestClock } from '../../src/stores/presentation/testPlayer';
import { ownerRecord } from '../../src/stores/testEditor';
import { viewedMap } from '../../ui/map/viewedMap';
import { type Metric, percentile, round } from '../types';
import { benchPresentation, PRESENTATION_STEPS, presentationBenchMap } from './presentationMap';
import { seededRandom } from './truthMap';

const SEEKS = 200;
/** Seeks from the middle to the end, where every node hidden so far is shown again at once. */
const TO_END = 20;
/** The stage on screen of a whole new scene: a 1280 by 800 view at zoom 1 on the map's middle. */
const VIEW = { width: 1280, height: 800 };

/** The open map, the player on it, and a listener doing what the canvas does with each change. */
async function openPresentation(presentation: Presentation) {
  const record = ownerRecord('Presented 10k', presentationBenchMap());
  const document = new MapDocumentStore(async () => record);
  await document.load(record.id);
  if (!document.map) throw new Error('presentation seek: the map did not load');
  const last = presentation.sequence.at(-1)?.timeSync?.timestamp ?? 0;
  const clock = new TestClock(last + 1000);
  // The re-sync 200 ms after a seek is the clock's business, not the seek's: it is never run.
  const player = new PresentationPlayer(document, presentation, {
    clock,
    frames: stillFrames,
    schedule: () => () => {},
  });
  const seen = { changes: 0, wholeScenes: 0, views: 0, canvasMs: 0 };
  let drawnLevelId: number | undefined = document.session.currentLevelId;
  document.listen((change) => {
    const began = performance.now();
    const map = viewedMap(document);
    if (!map) return;
    seen.changes++;
    const update = sceneUpdateOf(map, change, drawnLevelId);
    if (update.kind === 'whole') {
      const stages = new MapSceneStages(map);
      const { x, y, width, height } = stages.bounds ?? { x: 0, y: 0, width: 0, height: 0 };
      const [midX, midY] = [x + width / 2, y + height / 2];
      const shown = stages.around({
        minX: midX - VIEW.width / 2,
        minY: midY - VIEW.height / 2,
        maxX: midX + VIEW.width / 2,
        maxY: midY + VIEW.height / 2,
      });
      seen.views += shown.nodes.length + shown.edges.length;
      drawnLevelId = map.currentLevelId;
      seen.wholeScenes++;
    } else if (update.views) {
      const { nodes, edges, removedNodeIds, removedEdgeIds } = update.views;
      seen.views += nodes.length + edges.length + removedNodeIds.length + removedEdgeIds.length;
    }
    seen.canvasMs += performance.now() - began;
  });
  return { document, player, clock, seen, durationMs: clock.durationMs };
}

type Opened = Awaited<ReturnType<typeof openPresentation>>;

/** One seek's time (ms) and its canvas part; throws when the player did not land on the step due. */
function timedSeek({ player, seen }: Opened, timeMs: number, expectedStep?: number) {
  const canvasBefore = seen.canvasMs;
  const wholeBefore = seen.wholeScenes;
  const began = performance.now();
  player.seek(timeMs);
  const total = performance.now() - began;
  if (expectedStep !== undefined && player.step !== expectedStep)
    throw new Error(`presentation seek: at step ${player.step}, not ${expectedStep}`);
  return { total, canvas: seen.canvasMs - canvasBefore, whole: seen.wholeScenes > wholeBefore };
}

export async function benchPresentationSeek(): Promise<Metric[]> {
  const presentation = benchPresentation(presentationBenchMap());
  if (presentation.sequence.length !== PRESENTATION_STEPS) throw new Error('presentation seek: wrong length');
  const opened = await openPresentation(presentation);
  const { player, seen, durationMs } = opened;
  const random = seededRandom(2025);

  // The first seek after opening, to the end: no snapshot taken yet, every step replayed once.
  const first = timedSeek(opened, durationMs, PRESENTATION_STEPS);
  const totals: number[] = [];
  const canvas: number[] = [];
  /** The seeks the canvas answered with a whole new scene (another level), and those with views. */
  const wholeScene: number[] = [];
  const views: number[] = [];
  let changesBefore = seen.changes;
  let moved = 0;
  for (let index = 0; index < SEEKS; index++) {
    const before = player.step;
    const { total, canvas: canvasMs, whole } = timedSeek(opened, random() * durationMs);
    if (player.step !== before) moved++;
    totals.push(total);
    canvas.push(canvasMs);
    (whole ? wholeScene : views).push(total);
  }
  if (seen.changes - changesBefore < moved) throw new Error('presentation seek: a seek made no change');
  const toEnd: number[] = [];
  changesBefore = seen.changes;
  for (let index = 0; index < TO_END; index++) {
    player.seek(durationMs / 2);
    toEnd.push(timedSeek(opened, durationMs, PRESENTATION_STEPS).total);
  }
  if (seen.changes - changesBefore !== 2 * TO_END)
    throw new Error('presentation seek: a seek to the end was lost');
  const metric = (name: string, value: number, n: number, unit = 'ms'): Metric => ({
    name: `presentation.seek.${name}`,
    value: round(value),
    unit,
    n,
  });
  return [
    metric('p50', percentile(totals, 50), SEEKS),
    metric('p95', percentile(totals, 95), SEEKS),
    metric('max', Math.max(...totals), SEEKS),
    metric('canvas.p95', percentile(canvas, 95), SEEKS),
    metric('views.p95', percentile(views, 95), views.length),
    metric('wholeScene.p95', percentile(wholeScene, 95), wholeScene.length),
    metric('firstToEnd', first.total, 1),
    metric('toEnd.p95', percentile(toEnd, 95), TO_END),
    metric('wholeScenes', seen.wholeScenes, seen.changes, 'count'),
  ];
}
