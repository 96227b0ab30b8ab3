/** Alignment and distribution as one undoable action, planned from the boxes the engine measured. */
import type { NodeMove } from '../actions/types';
import { type NodeBox, planArrangement } from '../layout/arrange';
import type { AlignmentOption } from '../map/constants';
import type { MapDocument } from '../map/types';
import { COMMAND_MESSAGES as MESSAGES } from './messages';
import { type CommandResult, commandFailure } from './result';

export interface ArrangeOptions {
  /** The selected nodes' boxes on `levelId` (top-left and drawn size). */
  boxes: readonly NodeBox[];
  arrangement: AlignmentOption;
  /** Defaults to the current level. */
  levelId?: number;
}

export function arrange(map: MapDocument, options: ArrangeOptions): CommandResult {
  if (options.boxes.length < 2) return commandFailure(MESSAGES.nothingToArrange);
  const levelId = options.levelId ?? map.currentLevelId;
  const moves = planArrangement(options.boxes, options.arrangement).map(
    ({ id, position }): NodeMove => ({ nodeId: id, levelId, position }),
  );
  return {
    ok: true,
    action: { type: 'arrangeNodes', arrangement: options.arrangement, moves },
    nodeIds: moves.map((move) => move.nodeId),
  };
}
