/**
 * The presentation benchmark's inputs (issue 25): the editor benchmark's 10k-node map (bench/client/editorMap.ts)
 * with a second level holding one node in ten, and a deterministic 5,000-step presentation recorded over
 * it as a teacher would: hide-all at the start, then nodes shown a few at a time (now and then hidden
 * again), nodes and connections selected, jumps to what was just shown, a strength shown now and then, a
 * visit to the detail level rarely (about 20 visits of 20 to 60 steps), and show-all at the end; one step
 * every 0.5 to 2.5 s (about two hours).
 */
import { newPresentation } from '../../src/model/presentation/load';
import { entry } from '../../src/model/presentation/recording';
import type { Presentation, PresentationStep, SequenceEntry } from '../../src/model/presentation/types';
import { editorBenchMap } from '../client/editorMap';
import { seededRandom } from './truthMap';

export const SEEK_MAP_NODES = 10_000;
export const PRESENTATION_STEPS = 5_000;
const DETAIL_LEVEL = 2;

interface StoredNode {
  id: string;
  levels: { levelId: number; position: { x: number; y: number } }[];
}
interface StoredConnection {
  id: string;
}

/** The stored 10k-node map: the main level, and a detail level where every tenth node also sits. */
export function presentationBenchMap(): Record<string, unknown> {
  const stored = editorBenchMap(SEEK_MAP_NODES, 'Presented 10k');
  const nodes = (stored.nodes as StoredNode[]).map((node, index) => {
    const main = node.levels[0];
    if (index % 10 !== 0 || main === undefined) return node;
    return { ...node, levels: [...node.levels, { levelId: DETAIL_LEVEL, position: main.position }] };
  });
  return {
    ...stored,
    levels: [
      { id: 1, description: 'Main' },
      { id: DETAIL_LEVEL, description: 'Detail' },
    ],
    nodes,
  };
}

/** `PRESENTATION_STEPS` timed steps over `map` (as `presentationBenchMap` stores it), the same every run. */
export function benchPresentation(map: Record<string, unknown>, seed = 25): Presentation {
  const random = seededRandom(seed);
  const pick = (n: number) => Math.floor(random() * n);
  const nodeIds = (map.nodes as StoredNode[]).map((node) => node.id);
  const connectionIds = (map.connections as StoredConnection[]).map((connection) => connection.id);
  /** Nodes shown so far, most recent last (what later steps select, jump to and hide). */
  const shown: string[] = [];
  const recent = (count: number) => shown.slice(-Math.max(1, count));
  const some = (ids: readonly string[], most: number) =>
    Array.from({ length: 1 + pick(most) }, () => ids[pick(ids.length)] as string);
  /** Steps left on the detail level (0: on the main level). */
  let detailSteps = 0;
  const next = (): PresentationStep => {
    if (detailSteps > 0 && --detailSteps === 0) return { type: 'setCurrentLevel', levelId: 1 };
    const roll = random();
    if (roll < 0.45 || shown.length === 0) {
      const ids = some(nodeIds, 5);
      shown.push(...ids);
      return { type: 'showNodes', nodeIds: ids };
    }
    if (roll < 0.55) return { type: 'hideNodes', nodeIds: some(recent(20), 3) };
    if (roll < 0.67) return { type: 'setSelection', nodeIds: some(recent(10), 3) };
    if (roll < 0.79)
      return {
        type: 'selectConnection',
        connectionId: random() < 0.1 ? null : (connectionIds[pick(connectionIds.length)] as string),
      };
    if (roll < 0.94) return { type: 'jumpToLocation', nodeIds: recent(1 + pick(4)) };
    if (roll < 0.996 || detailSteps > 0)
      return {
        type: 'changeStrength',
        nodeId: recent(10)[0] as string,
        strength: random() < 0.2 ? null : pick(201) - 100,
      };
    detailSteps = 20 + pick(41);
    return { type: 'setCurrentLevel', levelId: DETAIL_LEVEL };
  };
  const sequence: SequenceEntry[] = [entry({ type: 'hideAllNodes' }, 0)];
  let time = 0;
  for (let index = 1; index < PRESENTATION_STEPS - 1; index++) {
    time += 500 + pick(2000);
    sequence.push(entry(next(), time));
  }
  sequence.push(entry({ type: 'showAllNodesExcept', nodeIds: [] }, time + 2000));
  return newPresentation('bench-presentation', { name: 'Bench presentation', sequence });
}
