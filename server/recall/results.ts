/**
 * A learner's recall results (spec 3 sections 3 and 4.6): anyone signed in who may see a map saves the
 * result of a finished session and reads back only their own. The server, not the client, works out the
 * scope's nodes and their titles from the stored map, so a result can only name nodes the map has.
 */
import { type Kysely, sql } from 'kysely';
import { newId } from '../../src/model/ids.ts';
import { loadMap } from '../../src/model/map/load.ts';
import { recallNodesOf, recallResultDetails } from '../../src/model/recall/scope.ts';
import type { RecallResult, RecallScope } from '../../src/model/recall/types.ts';
import { json } from '../db/json.ts';
import type { Tables } from '../db/tables.ts';
import { badInput } from '../errors.ts';
import { documentPart } from '../maps/documentParts.ts';
import { requireViewRights, rightsOnMap, selectMapWithShare } from '../maps/rights.ts';

type Db = Kysely<Tables>;

/** How many node ids a result may name: every node of a 10k-node map, with room to spare. */
export const MAX_RECALLED_NODE_IDS = 20_000;

/** How many results a learner reads back on a map, newest first. */
const LISTED_RESULTS = 100;

export interface RecallResultInput {
  mapId: string;
  /** At most one of levelId and itemId; neither for the whole map. */
  levelId?: number | null | undefined;
  itemId?: string | null | undefined;
  recalledNodeIds: readonly string[];
  durationMs: number;
}

function scopeOf(input: RecallResultInput): RecallScope {
  if (input.levelId != null) return { kind: 'level', levelId: input.levelId };
  if (input.itemId != null) return { kind: 'item', itemId: input.itemId };
  return { kind: 'map' };
}

/**
 * The parts of a map the user may see (NOT_FOUND otherwise) that a recall scope reads: its nodes, levels
 * and course items, loaded by the model's loader as the client loads them.
 */
async function requireRecallMap(db: Db, userId: string, mapId: string) {
  const found = await selectMapWithShare(db, userId, mapId)
    .select([
      documentPart('nodes').as('nodesText'),
      documentPart('levels').as('levelsText'),
      documentPart('courseItems').as('courseItemsText'),
    ])
    .executeTakeFirst();
  const { row } = rightsOnMap(found, userId);
  const parse = (text: string | null): unknown => (text === null ? undefined : JSON.parse(text));
  return loadMap({
    nodes: parse(row.nodesText),
    levels: parse(row.levelsText),
    courseItems: parse(row.courseItemsText),
  });
}

/**
 * Stores a finished session's result and answers it as stored. Refusals, which store nothing: NOT_FOUND
 * for a map the user may not see; BAD_USER_INPUT for a level or recall item the map does not have, or a
 * node that is not one of the scope's.
 */
export async function saveRecallResult(
  db: Db,
  userId: string,
  input: RecallResultInput,
): Promise<RecallResult> {
  const map = await requireRecallMap(db, userId, input.mapId);
  const scope = scopeOf(input);
  const available = recallNodesOf(map, scope);
  if (!available.ok) throw badInput(available.error);
  const result = recallResultDetails(available.nodes, input.recalledNodeIds, scope);
  if (!result.ok) throw badInput(result.error);
  const { summary, details } = result;
  const row = await db
    .insertInto('recallResults')
    .values({
      id: newId(),
      userId,
      mapId: input.mapId,
      itemId: scope.kind === 'item' ? scope.itemId : null,
      levelId: scope.kind === 'level' ? scope.levelId : null,
      matches: summary.matches,
      available: summary.available,
      recalled: json(details.recalledNodes),
      missed: json(details.missedNodes),
      durationMs: input.durationMs,
    })
    .returning(['id', 'createdAt'])
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    mapId: input.mapId,
    itemId: scope.kind === 'item' ? scope.itemId : null,
    category: 'recall',
    summary,
    details,
    durationMs: input.durationMs,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** The learner's results on a map they may see (NOT_FOUND otherwise), newest first. */
export async function recallResults(db: Db, userId: string, mapId: string): Promise<RecallResult[]> {
  await requireViewRights(db, userId, mapId);
  const rows = await db
    .selectFrom('recallResults')
    .select([
      'id',
      'itemId',
      'levelId',
      'matches',
      'available',
      'durationMs',
      'createdAt',
      // As text: the camel-case plugin would rewrite the keys of parsed json.
      sql<string>`recalled::text`.as('recalledText'),
      sql<string>`missed::text`.as('missedText'),
    ])
    .where('userId', '=', userId)
    .where('mapId', '=', mapId)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .limit(LISTED_RESULTS)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    mapId,
    itemId: row.itemId,
    category: 'recall',
    summary: { matches: row.matches, available: row.available },
    details: {
      recalledNodes: JSON.parse(row.recalledText),
      missedNodes: JSON.parse(row.missedText),
      restrictToLevelId: row.levelId,
    },
    durationMs: row.durationMs,
    createdAt: new Date(row.createdAt).toISOString(),
  }));
}
