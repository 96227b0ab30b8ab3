/**
 * Undo after another writer (issue 21 point 5): live edit applies remote actions between a user's action
 * and its undo, so an inverse must still do the right thing on a map someone else changed since.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ReadonlyList } from '../map/entityList';
import type { MapDocument } from '../map/types';
import { applyAction } from './apply';
import { isOnLevel } from './lookup';
import { ACTION_MESSAGES as MESSAGES } from './messages';
import { arbitraryAction, arbitraryMap, arbitraryMapAndAction } from './testMaps';
import type { ActionSuccess, DocumentAction, MapActionType } from './types';

/** The actions whose inverse brings entities back or puts one back in its place. */
const RESTORING: ReadonlySet<MapActionType> = new Set([
  'deleteNodes',
  'deleteConnections',
  'deleteLevel',
  'removeNodesFromLevel',
  'deleteTag',
  'setNodeTag',
  'moveLevel',
  'moveTag',
  'toggleNeighbourhood',
]);

interface Scenario {
  map: MapDocument;
  action: DocumentAction;
  done: ActionSuccess;
  /** Another writer's action, applied after `action` and before its undo. */
  other: DocumentAction;
}

/**
 * Another writer's action: any action, or often a deletion of one entity, which shifts every index
 * after it (what an index-named place would get wrong).
 */
function otherWriter(map: MapDocument): fc.Arbitrary<DocumentAction> {
  const ids = <Id>(list: ReadonlyList<{ id: Id }>) => list.map((entry) => entry.id);
  const deletions: fc.Arbitrary<DocumentAction>[] = [
    fc
      .constantFrom(...ids(map.nodes), 'missing')
      .map((id): DocumentAction => ({ type: 'deleteNodes', nodeIds: [id] })),
    fc
      .constantFrom(...ids(map.connections), 'missing')
      .map((id): DocumentAction => ({ type: 'deleteConnections', connectionIds: [id] })),
    fc.constantFrom(...ids(map.levels)).map((levelId): DocumentAction => ({ type: 'deleteLevel', levelId })),
    fc
      .constantFrom(...ids(map.tags), 'missing')
      .map((tagId): DocumentAction => ({ type: 'deleteTag', tagId })),
  ];
  return fc.oneof(arbitraryAction(map), ...deletions);
}

const scenario: fc.Arbitrary<Scenario | null> = arbitraryMapAndAction
  .filter(({ action }) => RESTORING.has(action.type))
  .chain(({ map, action }) => {
    const done = applyAction(map, action);
    if (!done.ok) return fc.constant(null);
    return otherWriter(done.map).map((other) => ({ map, action, done, other }));
  });

const has = <T extends { id: unknown }>(list: ReadonlyList<T>, id: T['id']) =>
  list.some((entry) => entry.id === id);

/**
 * The refusals an inverse may answer on this map, each a conflict by id: another writer made an id it
 * brings back exist again, or deleted one it needs and does not bring back.
 */
function conflicts(inverse: DocumentAction, map: MapDocument): string[] {
  const found: string[] = [];
  switch (inverse.type) {
    case 'restoreNodes': {
      for (const { value } of inverse.nodes)
        if (has(map.nodes, value.id)) found.push(MESSAGES.nodeExists(value.id));
      for (const { value } of inverse.connections)
        if (has(map.connections, value.id)) found.push(MESSAGES.connectionExists(value.id));
      for (const { value } of inverse.levels)
        if (has(map.levels, value.id)) found.push(MESSAGES.levelExists(value.id));
      const levelIds = new Set([...map.levels, ...inverse.levels.map(({ value }) => value)].map((l) => l.id));
      if (inverse.nodes.some(({ value }) => !value.levels.some((level) => levelIds.has(level.levelId))))
        found.push(MESSAGES.nodeOnNoLevel);
      for (const { value } of inverse.neighbourhoods?.restore ?? [])
        if (has(map.neighbourhoods, value.id)) found.push(MESSAGES.neighbourhoodExists(value.id));
      break;
    }
    case 'restoreConnections':
      for (const { value } of inverse.connections)
        if (has(map.connections, value.id)) found.push(MESSAGES.connectionExists(value.id));
      break;
    case 'restoreLevel': {
      const { levelId } = inverse;
      if (inverse.level !== undefined && has(map.levels, levelId)) found.push(MESSAGES.levelExists(levelId));
      if (inverse.level === undefined && !has(map.levels, levelId)) found.push(MESSAGES.noLevel(levelId));
      for (const entry of inverse.nodeLevels) {
        const node = map.nodes.find((candidate) => candidate.id === entry.nodeId);
        if (node !== undefined && isOnLevel(node, levelId)) found.push(MESSAGES.nodeOnLevelTwice(levelId));
      }
      for (const { value } of inverse.connections)
        if (has(map.connections, value.id)) found.push(MESSAGES.connectionExists(value.id));
      break;
    }
    case 'restoreTag':
      if (has(map.tags, inverse.tag.value.id)) found.push(MESSAGES.tagExists(inverse.tag.value.id));
      break;
    case 'setNodeTag':
      if (inverse.tagged && !has(map.tags, inverse.tagId)) found.push(MESSAGES.noTag(inverse.tagId));
      if (!has(map.nodes, inverse.nodeId)) found.push(MESSAGES.noNode(inverse.nodeId));
      break;
    case 'restoreNeighbourhoods':
      for (const { value } of inverse.restore)
        if (has(map.neighbourhoods, value.id)) found.push(MESSAGES.neighbourhoodExists(value.id));
      break;
  }
  return found;
}

/** What makes a map inconsistent: duplicates in a list, or a reference to something it lacks. */
function problems(map: MapDocument): string[] {
  const found: string[] = [];
  const unique = (name: string, ids: readonly unknown[]) => {
    if (new Set(ids).size !== ids.length) found.push(`${name} has duplicates`);
  };
  unique(
    'nodes',
    map.nodes.map((n) => n.id),
  );
  unique(
    'connections',
    map.connections.map((c) => c.id),
  );
  unique(
    'levels',
    map.levels.map((l) => l.id),
  );
  unique(
    'tags',
    map.tags.map((t) => t.id),
  );
  unique(
    'neighbourhoods',
    map.neighbourhoods.map((h) => h.id),
  );
  const levelIds = new Set(map.levels.map((l) => l.id));
  const tagIds = new Set(map.tags.map((t) => t.id));
  const nodes = new Map(map.nodes.map((node) => [node.id, node]));
  for (const node of map.nodes) {
    unique(
      `levels of ${node.id}`,
      node.levels.map((l) => l.levelId),
    );
    unique(`tags of ${node.id}`, node.tags);
    if (node.levels.length === 0) found.push(`${node.id} is on no level`);
    for (const { levelId } of node.levels) if (!levelIds.has(levelId)) found.push(`${node.id} on gone level`);
    for (const tagId of node.tags) if (!tagIds.has(tagId)) found.push(`${node.id} has gone tag ${tagId}`);
  }
  for (const c of map.connections) {
    const ends = [nodes.get(c.from), nodes.get(c.to)];
    if (ends.some((node) => node === undefined || !isOnLevel(node, c.levelId)))
      found.push(`${c.id} lacks an end on level ${c.levelId}`);
  }
  for (const hood of map.neighbourhoods)
    for (const id of [hood.rootNodeId, ...hood.nodeIds])
      if (!nodes.has(id)) found.push(`${hood.id} names ${id}`);
  return found;
}

/** Every ordered list of a map by key: the entity lists, and each node's levels and tags, each neighbourhood's members. */
function orderedLists(map: MapDocument): Map<string, unknown[]> {
  const lists = new Map<string, unknown[]>([
    ['nodes', map.nodes.map((n) => n.id)],
    ['connections', map.connections.map((c) => c.id)],
    ['levels', map.levels.map((l) => l.id)],
    ['tags', map.tags.map((t) => t.id)],
    ['neighbourhoods', map.neighbourhoods.map((h) => h.id)],
  ]);
  for (const node of map.nodes) {
    lists.set(
      `levels of ${node.id}`,
      node.levels.map((l) => l.levelId),
    );
    lists.set(`tags of ${node.id}`, node.tags);
  }
  for (const hood of map.neighbourhoods) lists.set(`members of ${hood.id}`, hood.nodeIds);
  return lists;
}

/** Whether `part` is `whole` with entries taken out (none reordered). */
function isSubsequence(part: readonly unknown[], whole: readonly unknown[]): boolean {
  let at = 0;
  for (const entry of whole) if (entry === part[at]) at++;
  return at === part.length;
}

/**
 * The entries near what the action changed in a list: for each entry it removed or moved away from its
 * place, the nearest entry before that place which the action left in the list.
 */
function neighbours(original: readonly unknown[], afterAction: readonly unknown[]): unknown[] {
  const previous = new Map(afterAction.map((entry, i) => [entry, i > 0 ? afterAction[i - 1] : null]));
  const found: unknown[] = [];
  let lastLeft: unknown = null;
  original.forEach((entry, i) => {
    const moved = !previous.has(entry) || previous.get(entry) !== (i > 0 ? original[i - 1] : null);
    if (moved && lastLeft !== null) found.push(lastLeft);
    if (previous.has(entry)) lastLeft = entry;
  });
  return found;
}

/**
 * Whether the other writer left the neighbours of what the action changed in place: it kept them and
 * reordered nothing (it may have added entries, and taken out others).
 */
function keptNeighbours(original: unknown[], afterAction: unknown[], afterOther: unknown[]): boolean {
  const inAfterAction = new Set(afterAction);
  const kept = afterOther.filter((entry) => inAfterAction.has(entry));
  const remaining = new Set(afterOther);
  return (
    isSubsequence(kept, afterAction) &&
    neighbours(original, afterAction).every((entry) => remaining.has(entry))
  );
}

/**
 * The entities the inverse brings back that the restored map must hold: all of them, except connections
 * whose end (or its place on the level) another writer deleted, and neighbourhoods whose root they deleted.
 */
function broughtBack(inverse: DocumentAction, restored: MapDocument): string[] {
  const missing: string[] = [];
  const node = (id: string) => restored.nodes.find((n) => n.id === id);
  const expectConnections = (
    connections: { value: { id: string; from: string; to: string; levelId: number } }[],
  ) => {
    for (const { value } of connections) {
      const ends = [node(value.from), node(value.to)];
      const live = ends.every((end) => end !== undefined && isOnLevel(end, value.levelId));
      if (live !== has(restored.connections, value.id)) missing.push(`connection ${value.id}`);
    }
  };
  switch (inverse.type) {
    case 'restoreNodes':
      for (const { value } of inverse.nodes)
        if (!has(restored.nodes, value.id)) missing.push(`node ${value.id}`);
      for (const { value } of inverse.levels)
        if (!has(restored.levels, value.id)) missing.push(`level ${value.id}`);
      expectConnections(inverse.connections);
      for (const { value } of inverse.neighbourhoods?.restore ?? [])
        if (node(value.rootNodeId) !== undefined && !has(restored.neighbourhoods, value.id))
          missing.push(`neighbourhood ${value.id}`);
      break;
    case 'restoreConnections':
      expectConnections(inverse.connections);
      break;
    case 'restoreLevel':
      if (!has(restored.levels, inverse.levelId)) missing.push(`level ${inverse.levelId}`);
      for (const entry of inverse.nodeLevels) {
        const back = node(entry.nodeId);
        if (back !== undefined && !isOnLevel(back, inverse.levelId)) missing.push(`${entry.nodeId} on level`);
      }
      expectConnections(inverse.connections);
      break;
    case 'restoreTag':
      if (!has(restored.tags, inverse.tag.value.id)) missing.push(`tag ${inverse.tag.value.id}`);
      for (const entry of inverse.nodeTags) {
        const back = node(entry.nodeId);
        if (back !== undefined && !back.tags.includes(inverse.tag.value.id))
          missing.push(`tag on ${entry.nodeId}`);
      }
      break;
    case 'setNodeTag':
      if (node(inverse.nodeId)?.tags.includes(inverse.tagId) !== inverse.tagged) missing.push('tag on node');
      break;
    case 'restoreNeighbourhoods':
      for (const { value } of inverse.restore)
        if (node(value.rootNodeId) !== undefined && !has(restored.neighbourhoods, value.id))
          missing.push(`neighbourhood ${value.id}`);
      for (const id of inverse.remove) if (has(restored.neighbourhoods, id)) missing.push(`removed ${id}`);
      break;
  }
  return missing;
}

/** Undoes the scenario's action after the other writer's; null when the other writer's action was refused. */
function undoAfterOther({ done, other }: Scenario) {
  const meanwhile = applyAction(done.map, other);
  if (!meanwhile.ok) return null;
  return { meanwhile: meanwhile.map, undone: applyAction(meanwhile.map, done.inverse) };
}

describe('undo after another writer', () => {
  it('succeeds unless the other writer conflicted by id, and leaves a consistent map', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const result = s && undoAfterOther(s);
        if (s === null || result === null) return;
        const { meanwhile, undone } = result;
        const expected = conflicts(s.done.inverse, meanwhile);
        if (!undone.ok) {
          expect(expected).toContain(undone.error);
          return;
        }
        expect(expected).toEqual([]);
        expect(problems(undone.map)).toEqual([]);
        expect(broughtBack(s.done.inverse, undone.map)).toEqual([]);
      }),
      { numRuns: 600 },
    );
  });

  it('puts entries back exactly in place where the other writer kept their neighbours, whatever it did elsewhere', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const result = s && undoAfterOther(s);
        if (s === null || result === null || !result.undone.ok) return;
        const before = orderedLists(s.map);
        const afterAction = orderedLists(s.done.map);
        const afterOther = orderedLists(result.meanwhile);
        for (const [key, restored] of orderedLists(result.undone.map)) {
          const original = before.get(key) ?? [];
          if (!keptNeighbours(original, afterAction.get(key) ?? [], afterOther.get(key) ?? [])) continue;
          // Entries the other writer added stand; those it took out stay out; the rest keep their order.
          const common = new Set(restored.filter((entry) => original.includes(entry)));
          expect({ key, order: restored.filter((entry) => common.has(entry)) }).toEqual({
            key,
            order: original.filter((entry) => common.has(entry)),
          });
        }
      }),
      { numRuns: 600 },
    );
  });

  it('puts deleted nodes back in place after another writer deleted other nodes', () => {
    const deletions = arbitraryMap
      .filter((map) => map.nodes.length >= 3)
      .chain((map) =>
        fc.record({
          map: fc.constant(map),
          deleted: fc.subarray(
            map.nodes.map((n) => n.id),
            { minLength: 1 },
          ),
          other: fc.constantFrom(...map.nodes.map((n) => n.id)),
        }),
      )
      // The other writer's node is not one the deleted ones followed (their anchor); that case is the rule's.
      .filter(({ map, deleted, other }) => {
        const next = map.nodes.at(map.nodes.findIndex((node) => node.id === other) + 1);
        return !deleted.includes(other) && (next === undefined || !deleted.includes(next.id));
      });
    fc.assert(
      fc.property(deletions, ({ map, deleted, other }) => {
        const done = applyAction(map, { type: 'deleteNodes', nodeIds: deleted });
        if (!done.ok) return;
        const meanwhile = applyAction(done.map, { type: 'deleteNodes', nodeIds: [other] });
        if (!meanwhile.ok) return;
        const undone = applyAction(meanwhile.map, done.inverse);
        // Refused only when the other writer took away the last level of a node coming back.
        if (!undone.ok) {
          expect(conflicts(done.inverse, meanwhile.map)).toContain(undone.error);
          return;
        }
        // Every node but the other writer's, in the original order.
        const ids = map.nodes.map((node) => node.id).filter((id) => id !== other);
        expect(undone.map.nodes.map((node) => node.id)).toEqual(ids);
      }),
      { numRuns: 300 },
    );
  });

  it('generates undos that succeed and undos refused for a conflict, for each kind of action', () => {
    const samples = fc.sample(scenario, { numRuns: 1500, seed: 11 });
    const succeeded = new Set<string>();
    let refused = 0;
    for (const s of samples) {
      const result = s && undoAfterOther(s);
      if (s === null || result === null) continue;
      if (result.undone.ok) succeeded.add(s.action.type);
      else refused++;
    }
    expect([...succeeded].sort()).toEqual([...RESTORING].sort());
    expect(refused).toBeGreaterThan(0);
  });
});
