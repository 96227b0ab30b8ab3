/** Creating, deleting and ordering levels (spec 2 section 4, Levels); moving into one is a session action. */
import { DEFAULT_LEVEL_ID } from '../map/constants';
import type { MapDocument } from '../map/types';
import { takeOffLevel } from './levelRemoval';
import { anchorOf, entityId, moveAnchored } from './lists';
import { hasLevel, isOnLevel } from './lookup';
import { ACTION_MESSAGES as MESSAGES } from './messages';
import { fail, succeed } from './result';
import type {
  ActionResult,
  CreateLevelAction,
  DeleteLevelAction,
  DocumentAction,
  MoveLevelAction,
  RenameLevelAction,
  SetLevelBackgroundAction,
} from './types';

/** An action that changes nothing: the inverse of an action that changed nothing. */
export const NO_CHANGE: DocumentAction = { type: 'batch', actions: [] };

export function createLevel(map: MapDocument, action: CreateLevelAction): ActionResult {
  const { level } = action;
  if (!Number.isInteger(level.id)) return fail(MESSAGES.notLevelId(level.id));
  if (hasLevel(map, level.id)) return fail(MESSAGES.levelExists(level.id));
  return succeed({ ...map, levels: [...map.levels, level] }, { type: 'deleteLevel', levelId: level.id });
}

/** Refused for the default level, and when a node is on no other level. */
export function deleteLevel(map: MapDocument, action: DeleteLevelAction): ActionResult {
  const { levelId } = action;
  if (levelId === DEFAULT_LEVEL_ID) return fail(MESSAGES.defaultLevelDeletion);
  if (!hasLevel(map, levelId)) return fail(MESSAGES.noLevel(levelId));
  const members = map.nodes.filter((node) => isOnLevel(node, levelId));
  const stranded = members.find((node) => node.levels.length === 1);
  if (stranded !== undefined) return fail(MESSAGES.levelStrandsNode(levelId, stranded.id));
  return takeOffLevel(map, levelId, new Set(members.map((node) => node.id)), true);
}

/**
 * A level the map lacks (another writer deleted it), or a move that leaves the order as it is, changes
 * nothing: the map is returned unchanged with an inverse that changes nothing.
 */
export function moveLevel(map: MapDocument, action: MoveLevelAction): ActionResult {
  const { levelId, after } = action;
  const levels = moveAnchored(map.levels, entityId, levelId, after);
  const before = anchorOf(map.levels, entityId, levelId);
  if (levels === null || before === undefined) return succeed(map, NO_CHANGE);
  return succeed({ ...map, levels }, { type: 'moveLevel', levelId, after: before });
}

/** The inverse names the level as it was; a level another writer deleted is refused. */
export function renameLevel(map: MapDocument, action: RenameLevelAction): ActionResult {
  const { levelId, description } = action;
  if (typeof description !== 'string' || description.trim() === '') return fail(MESSAGES.blankLevelName);
  const level = map.levels.find((candidate) => candidate.id === levelId);
  if (level === undefined) return fail(MESSAGES.noLevel(levelId));
  const levels = map.levels.map((candidate) => (candidate === level ? { ...level, description } : candidate));
  return succeed({ ...map, levels }, { type: 'renameLevel', levelId, description: level.description });
}

/** A blank address takes the image away; a level another writer deleted is refused. */
export function setLevelBackground(map: MapDocument, action: SetLevelBackgroundAction): ActionResult {
  const { levelId } = action;
  const backgroundImage = action.backgroundImage?.trim() || undefined;
  const level = map.levels.find((candidate) => candidate.id === levelId);
  if (level === undefined) return fail(MESSAGES.noLevel(levelId));
  if (level.backgroundImage === backgroundImage) return succeed(map, NO_CHANGE);
  const { backgroundImage: replaced, ...rest } = level;
  const changed = backgroundImage === undefined ? rest : { ...rest, backgroundImage };
  const levels = map.levels.map((candidate) => (candidate === level ? changed : candidate));
  return succeed(
    { ...map, levels },
    { type: 'setLevelBackground', levelId, ...(replaced === undefined ? {} : { backgroundImage: replaced }) },
  );
}
