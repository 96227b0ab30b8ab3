/**
 * Which nodes a presentation uses: every node a step of its sequence names, legacy sequences read as
 * `../presentation/load.ts` reads them, and the `nodeId` of a stored entry even when its step cannot
 * be read (a node a presentation may need is never deleted from under it). Deleting such a node is
 * refused (spec 2 section 4).
 */
import { isRecord } from '../map/read';
import type { MapDocument } from '../map/types';
import { loadPresentation, nodesOfStep } from '../presentation/load';

export function nodesUsedInPresentations(map: MapDocument, nodeIds: readonly string[]): string[] {
  const wanted = new Set(nodeIds);
  const used = new Set<string>();
  const use = (id: unknown) => {
    if (typeof id === 'string' && wanted.has(id)) used.add(id);
  };
  for (const stored of map.presentations) {
    for (const entry of Array.isArray(stored.sequence) ? stored.sequence : [])
      if (isRecord(entry)) use(entry.nodeId);
    for (const entry of loadPresentation(stored).presentation.sequence)
      nodesOfStep(entry.action).forEach(use);
  }
  return nodeIds.filter((id) => used.has(id));
}
