/**
 * Adding children (spec 2 section 5): new nodes in a row under the parent, joined from it by the map's
 * default connection type; when any title is longer than 25 characters, the titles under 50 are split
 * at the space nearest their middle. The row moves off the nodes already there (layout/clearSpot.ts).
 */
import type { DocumentAction } from '../actions/types';
import { newId as randomId } from '../ids';
import { placeClear, type Surroundings } from '../layout/clearSpot';
import { childPositions } from '../layout/grid';
import { splitChildTitles } from '../layout/titles';
import type { Position } from '../map/bounds';
import type { MapDocument } from '../map/types';
import { newConnection, newNodeAt } from './entities';
import { MAX_NODES_PER_COMMAND, COMMAND_MESSAGES as MESSAGES } from './messages';
import { growBoundsFor } from './placement';
import { type CommandResult, commandFailure } from './result';

export interface AddChildrenOptions {
  parentId: string;
  titles: readonly string[];
  /** The level the children go on: the viewer's current level. */
  levelId: number;
  newId?: () => string;
  /**
   * The nodes to keep clear of and each new node's drawn size (wide children are spaced by their width);
   * without, the row goes one step under the parent, a grid step apart.
   */
  surroundings?: Surroundings;
}

export function addChildren(map: MapDocument, options: AddChildrenOptions): CommandResult {
  const { parentId } = options;
  const { levelId } = options;
  const parent = map.nodes.find((node) => node.id === parentId);
  if (parent === undefined) return commandFailure(MESSAGES.noParent(parentId));
  const onLevel = parent.levels.find((level) => level.levelId === levelId);
  if (onLevel === undefined) return commandFailure(MESSAGES.parentNotOnLevel(parentId, levelId));
  const titles = splitChildTitles(
    options.titles.map((title) => title.trim()).filter((title) => title !== ''),
  );
  if (titles.length === 0) return commandFailure(MESSAGES.nothingToAdd);
  if (titles.length > MAX_NODES_PER_COMMAND) return commandFailure(MESSAGES.tooManyNodes);

  const newId = options.newId ?? randomId;
  const { surroundings } = options;
  const sizes = surroundings ? titles.map((title) => surroundings.sizeOf(title)) : [];
  const wanted = childPositions(
    titles.length,
    onLevel.position,
    sizes.map((size) => size.width),
  );
  const positions = surroundings ? placeClear(wanted, sizes, surroundings.taken) : wanted;
  const type = map.settings.defaultConnectionType;
  const actions: DocumentAction[] = [...growBoundsFor(map, positions)];
  const nodeIds: string[] = [];
  titles.forEach((title, index) => {
    const node = newNodeAt({ id: newId(), title, levelId, position: positions[index] as Position });
    const connection = newConnection({ id: newId(), from: parentId, to: node.id, type, levelId });
    nodeIds.push(node.id);
    actions.push({ type: 'createNode', node }, { type: 'createConnection', connection });
  });
  return { ok: true, action: { type: 'batch', actions }, nodeIds };
}
