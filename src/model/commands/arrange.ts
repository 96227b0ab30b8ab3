/** Alignment and distribution as one undoable action, planned from the boxes the engine measured. */
import type { NodeMove } from '../actions/types';
import { type NodeBox, planArrangement } from '../layout/arrange';
import type { AlignmentOption } from '../map/constants';
import { COMMAND_MESSAGES as MESSAGES } from './messages';
import { type CommandResult, commandFailure } from './result';

export interface ArrangeOptions {
  /** The selected nodes' boxes on `levelId` (top-left and drawn size). */
  boxes: readonly NodeBox[];
  arrangement: AlignmentOption;
  /** The level the boxes are on: the viewer's current level. */
  levelId: number;
}

export function arrange(options: ArrangeOptions): CommandResult {
  if (options.boxes.length < 2) return commandFailure(MESSAGES.nothingToArrange);
  const { levelId } = options;
  const moves = planArrangement(options.boxes, options.arrangement).map(
    ({ id, position }): NodeMove => ({ nodeId: id, levelId, position }),
  );
  return {
    ok: true,
    action: { type: 'arrangeNodes', arrangement: options.arrangement, moves },
    nodeIds: moves.map((move) => move.nodeId),
  };
}
