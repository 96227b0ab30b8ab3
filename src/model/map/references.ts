/**
 * Referential checks of a loaded map: ids are unique, and every id a node, connection or neighbourhood
 * refers to exists. Each error reads `path: problem`.
 */
import { MAP_VALIDATION_MESSAGES as MESSAGES } from './messages';
import type { MapDocument } from './types';

export function findReferenceErrors(map: MapDocument): string[] {
  const errors: string[] = [];
  const report = (path: string, problem: string) => errors.push(`${path}: ${problem}`);

  const nodeIds = indexIds('node', 'nodes', map.nodes, report);
  const levelIds = indexIds('level', 'levels', map.levels, report);
  const tagIds = indexIds('tag', 'tags', map.tags, report);
  indexIds('connection', 'connections', map.connections, report);
  indexIds('neighbourhood', 'neighbourhoods', map.neighbourhoods, report);

  const checkNode = (path: string, id: string) => nodeIds.has(id) || report(path, MESSAGES.noNode(id));
  const checkLevel = (path: string, id: number) => levelIds.has(id) || report(path, MESSAGES.noLevel(id));

  map.nodes.forEach((node, n) => {
    const path = `nodes[${n}]`;
    if (node.levels.length === 0) report(`${path}.levels`, MESSAGES.nodeOnNoLevel);
    const seen = new Map<number, string>();
    node.levels.forEach(({ levelId }, l) => {
      const levelPath = `${path}.levels[${l}].levelId`;
      checkLevel(levelPath, levelId);
      const first = seen.get(levelId);
      if (first === undefined) seen.set(levelId, levelPath);
      else report(levelPath, MESSAGES.nodeOnLevelTwice(levelId, first));
    });
    node.tags.forEach((tagId, t) => {
      if (!tagIds.has(tagId)) report(`${path}.tags[${t}]`, MESSAGES.noTag(tagId));
    });
  });

  map.connections.forEach((connection, c) => {
    const path = `connections[${c}]`;
    checkNode(`${path}.from`, connection.from);
    checkNode(`${path}.to`, connection.to);
    checkLevel(`${path}.levelId`, connection.levelId);
  });

  map.neighbourhoods.forEach((neighbourhood, h) => {
    const path = `neighbourhoods[${h}]`;
    checkNode(`${path}.rootNodeId`, neighbourhood.rootNodeId);
    neighbourhood.nodeIds.forEach((id, i) => {
      checkNode(`${path}.nodeIds[${i}]`, id);
    });
  });

  if (map.currentNodeId !== null) checkNode('currentNodeId', map.currentNodeId);
  return errors;
}

/** Maps each id to the path of its first holder, reporting every later holder as a duplicate. */
function indexIds<Id extends string | number>(
  kind: string,
  listName: string,
  entries: readonly { id: Id }[],
  report: (path: string, problem: string) => void,
): Map<Id, string> {
  const firstPaths = new Map<Id, string>();
  entries.forEach(({ id }, index) => {
    const path = `${listName}[${index}]`;
    const first = firstPaths.get(id);
    if (first === undefined) firstPaths.set(id, path);
    else report(`${path}.id`, MESSAGES.duplicateId(kind, id, first));
  });
  return firstPaths;
}
