/**
 * Referential checks of a loaded map: ids are unique, and every id a node, connection or neighbourhood
 * refers to exists. Each error reads `path: problem`. Paths are written only for an error: a large map
 * holds hundreds of thousands of references, and the server checks every map it saves.
 */
import { MAP_VALIDATION_MESSAGES as MESSAGES } from './messages';
import type { MapDocument } from './types';

export function findReferenceErrors(map: MapDocument): string[] {
  const errors: string[] = [];
  const report = (path: string, problem: string) => errors.push(`${path}: ${problem}`);

  const nodeIds = indexIds('node', 'nodes', map.nodes.toArray(), report);
  const levelIds = indexIds('level', 'levels', map.levels, report);
  const tagIds = indexIds('tag', 'tags', map.tags, report);
  indexIds('connection', 'connections', map.connections.toArray(), report);
  indexIds('neighbourhood', 'neighbourhoods', map.neighbourhoods, report);

  map.nodes.forEach((node, n) => {
    const { levels } = node;
    if (levels.length === 0) report(`nodes[${n}].levels`, MESSAGES.nodeOnNoLevel);
    const levelPath = (l: number) => `nodes[${n}].levels[${l}].levelId`;
    levels.forEach(({ levelId }, l) => {
      if (!levelIds.has(levelId)) report(levelPath(l), MESSAGES.noLevel(levelId));
      const first = levels.findIndex((level) => level.levelId === levelId);
      if (first < l) report(levelPath(l), MESSAGES.nodeOnLevelTwice(levelId, levelPath(first)));
    });
    node.tags.forEach((tagId, t) => {
      if (!tagIds.has(tagId)) report(`nodes[${n}].tags[${t}]`, MESSAGES.noTag(tagId));
    });
  });

  map.connections.forEach(({ from, to, levelId }, c) => {
    if (!nodeIds.has(from)) report(`connections[${c}].from`, MESSAGES.noNode(from));
    if (!nodeIds.has(to)) report(`connections[${c}].to`, MESSAGES.noNode(to));
    if (!levelIds.has(levelId)) report(`connections[${c}].levelId`, MESSAGES.noLevel(levelId));
  });

  map.neighbourhoods.forEach(({ rootNodeId, nodeIds: members }, h) => {
    if (!nodeIds.has(rootNodeId)) report(`neighbourhoods[${h}].rootNodeId`, MESSAGES.noNode(rootNodeId));
    members.forEach((id, i) => {
      if (!nodeIds.has(id)) report(`neighbourhoods[${h}].nodeIds[${i}]`, MESSAGES.noNode(id));
    });
  });
  return errors;
}

/** Maps each id to the index of its first holder, reporting every later holder as a duplicate. */
function indexIds<Id extends string | number>(
  kind: string,
  listName: string,
  entries: readonly { id: Id }[],
  report: (path: string, problem: string) => void,
): Map<Id, number> {
  const firstIndexes = new Map<Id, number>();
  entries.forEach(({ id }, index) => {
    const first = firstIndexes.get(id);
    if (first === undefined) firstIndexes.set(id, index);
    else report(`${listName}[${index}].id`, MESSAGES.duplicateId(kind, id, `${listName}[${first}]`));
  });
  return firstIndexes;
}
