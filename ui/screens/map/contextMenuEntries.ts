/**
 * What the map's context menu offers where it was opened (issue 23): the common commands of a node, a
 * connection or the empty canvas. Modes that do not edit keep only the entries that change nothing.
 */
import type { Position } from '../../../src/model/map/bounds';

export type ContextTarget =
  | { kind: 'node'; nodeId: string }
  | { kind: 'connection'; connectionId: string }
  /** Empty canvas, at this map point. */
  | { kind: 'canvas'; position: Position };

export type ContextCommand =
  | 'addChild'
  | 'linkFrom'
  | 'copy'
  | 'delete'
  | 'colour'
  | 'connectionType'
  | 'addNodeHere'
  | 'paste'
  | 'selectAll'
  | 'zoomToFit';

const EDITING: Readonly<Record<ContextTarget['kind'], readonly ContextCommand[]>> = {
  node: ['addChild', 'linkFrom', 'copy', 'colour', 'delete'],
  connection: ['connectionType', 'delete'],
  canvas: ['addNodeHere', 'paste', 'selectAll', 'zoomToFit'],
};

/** The entries that only look or copy: a review mode's whole menu. */
const READ_ONLY: ReadonlySet<ContextCommand> = new Set(['copy', 'selectAll', 'zoomToFit']);

/** The menu's entries, in order; empty where there is nothing to offer (a connection in review). */
export function contextMenuCommands(kind: ContextTarget['kind'], editing: boolean): ContextCommand[] {
  const all = EDITING[kind];
  return editing ? [...all] : all.filter((command) => READ_ONLY.has(command));
}
