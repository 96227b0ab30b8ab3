/**
 * Bulk add (spec 2 section 5): one node per line, in columns of at least 5 rows, 200 by 100 apart; the
 * block moved off the nodes already there (layout/clearSpot.ts).
 */
import { newId as randomId } from '../ids';
import type { Surroundings } from '../layout/clearSpot';
import { bulkAddPositions } from '../layout/grid';
import type { Position } from '../map/bounds';
import type { MapDocument } from '../map/types';
import { COMMAND_MESSAGES as MESSAGES } from './messages';
import { type CommandResult, commandFailure } from './result';
import { createTitledNodes, placedClear, readLines } from './titledNodes';

export interface BulkAddOptions {
  /** One title per line. */
  text: string;
  /** Where the first column starts (top-left of the first node). */
  origin: Position;
  /** The level the nodes go on: the viewer's current level. */
  levelId: number;
  newId?: () => string;
  /** The nodes to keep clear of; without, the columns start at `origin` exactly. */
  surroundings?: Surroundings;
}

export function bulkAdd(map: MapDocument, options: BulkAddOptions): CommandResult {
  const titles = readLines(options.text);
  if (titles.length === 0) return commandFailure(MESSAGES.nothingToAdd);
  const positions = bulkAddPositions(titles.length, options.origin);
  return createTitledNodes(
    map,
    placedClear(
      titles.map((title, index) => ({ title, position: positions[index] as Position })),
      options.surroundings,
    ),
    options.levelId,
    options.newId ?? randomId,
  );
}
