/** Shared by bulk add and pasted text: titles at positions become one batch of new nodes. */
import type { DocumentAction } from '../actions/types';
import { placeClear, type Surroundings } from '../layout/clearSpot';
import type { Position } from '../map/bounds';
import type { MapDocument } from '../map/types';
import { newNodeAt } from './entities';
import { MAX_NODES_PER_COMMAND, COMMAND_MESSAGES as MESSAGES } from './messages';
import { growBoundsFor } from './placement';
import { type CommandResult, commandFailure } from './result';

export interface TitledPosition {
  title: string;
  position: Position;
}

export function createTitledNodes(
  map: MapDocument,
  entries: readonly TitledPosition[],
  levelId: number,
  newId: () => string,
): CommandResult {
  if (entries.length > MAX_NODES_PER_COMMAND) return commandFailure(MESSAGES.tooManyNodes);
  const nodes = entries.map(({ title, position }) => newNodeAt({ id: newId(), title, levelId, position }));
  const actions: DocumentAction[] = [
    ...growBoundsFor(
      map,
      entries.map((entry) => entry.position),
    ),
    ...nodes.map((node): DocumentAction => ({ type: 'createNode', node })),
  ];
  return { ok: true, action: { type: 'batch', actions }, nodeIds: nodes.map((node) => node.id) };
}

/**
 * The entries moved together, as little as needed, off the nodes in `surroundings` (layout/clearSpot.ts);
 * as they are without surroundings (a caller that names exact places).
 */
export function placedClear(
  entries: readonly TitledPosition[],
  surroundings: Surroundings | undefined,
): TitledPosition[] {
  if (!surroundings) return [...entries];
  const positions = placeClear(
    entries.map((entry) => entry.position),
    entries.map((entry) => surroundings.sizeOf(entry.title)),
    surroundings.taken,
  );
  return entries.map((entry, index) => ({ ...entry, position: positions[index] as Position }));
}

/** Lines trimmed, empty ones dropped (spec 2 section 5, paste rules; bulk add reads its box the same way). */
export function readLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
