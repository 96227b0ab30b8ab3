/**
 * Which nodes a presentation uses. Presentations are kept as received (map/content.ts), so the sequence
 * is read defensively: a sequence entry uses the node its `nodeId` names.
 */
import type { MapDocument } from '../map/types';

export function nodesUsedInPresentations(map: MapDocument, nodeIds: readonly string[]): string[] {
  const wanted = new Set(nodeIds);
  const used = new Set<string>();
  for (const presentation of map.presentations) {
    const { sequence } = presentation;
    if (!Array.isArray(sequence)) continue;
    for (const entry of sequence as unknown[]) {
      if (typeof entry !== 'object' || entry === null) continue;
      const nodeId: unknown = (entry as { nodeId?: unknown }).nodeId;
      if (typeof nodeId === 'string' && wanted.has(nodeId)) used.add(nodeId);
    }
  }
  return nodeIds.filter((id) => used.has(id));
}
