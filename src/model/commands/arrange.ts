/** Alignment and distribution as one undoable action, planned from the boxes the engine measured. */
import type { NodeMove } from '../actions/types';
import { type NodeBox, planArrangement } from '../layout/arrange';
import { planLayeredLayout } from '../layout/layered';
import type { Connection } from '../map/connection';
import type { AlignmentOption } from '../map/constants';
import type { ReadonlyList } from '../map/entityList';
import { COMMAND_MESSAGES as MESSAGES } from './messages';
import { type CommandResult, commandFailure } from './result';

export interface ArrangeOptions {
  /** The selected nodes' boxes on `levelId` (top-left and drawn size). */
  boxes: readonly NodeBox[];
  arrangement: AlignmentOption;
  /** The level the boxes are on: the viewer's current level. */
  levelId: number;
}

export interface LayOutOptions {
  /** The boxes of the nodes to lay out, on `levelId`. */
  boxes: readonly NodeBox[];
  /** The map's connections: those between the boxes shape the layers. */
  connections: ReadonlyList<Connection>;
  levelId: number;
}

/** The automatic layered layout of the boxes (src/model/layout/layered.ts) as one undoable step. */
export function layOut({ boxes, connections, levelId }: LayOutOptions): CommandResult {
  if (boxes.length < 2) return commandFailure(MESSAGES.nothingToLayOut);
  const laidOut = new Set(boxes.map((box) => box.id));
  const edges = connections.filter(
    (connection) => laidOut.has(connection.from) && laidOut.has(connection.to),
  );
  const moves = planLayeredLayout(boxes, edges).map(
    ({ id, position }): NodeMove => ({ nodeId: id, levelId, position }),
  );
  return {
    ok: true,
    action: { type: 'arrangeNodes', arrangement: 'layered', moves },
    nodeIds: moves.map((move) => move.nodeId),
  };
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
