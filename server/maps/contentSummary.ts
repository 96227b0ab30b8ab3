/**
 * A map's presentations and questions in brief (spec 3 sections 3 and 7, "Map summary (query)"), for a user
 * who may see the map: only the document's `presentations` and `questions` are read, never its nodes.
 */
import { type Kysely, sql } from 'kysely';
import {
  type PresentationSummary,
  type QuestionSummary,
  summarisePresentations,
  summariseQuestions,
} from '../../src/model/presentation/summary.ts';
import type { Tables } from '../db/tables.ts';
import { rightsOnMap, selectMapWithShare } from './rights.ts';

export interface MapContentSummary {
  id: string;
  name: string;
  ownerId: string;
  presentations: PresentationSummary[];
  questions: QuestionSummary[];
}

/** NOT_FOUND, as for a missing map, where the user may not see it. */
export async function loadMapContentSummary(
  db: Kysely<Tables>,
  userId: string,
  mapId: string,
): Promise<MapContentSummary> {
  const found = await selectMapWithShare(db, userId, mapId)
    .select(['maps.id', 'maps.name'])
    .select(sql<unknown>`maps.document -> 'presentations'`.as('presentations'))
    .select(sql<unknown>`maps.document -> 'questions'`.as('questions'))
    .executeTakeFirst();
  const { row } = rightsOnMap(found, userId);
  return {
    id: row.id,
    name: row.name,
    ownerId: row.ownerId,
    presentations: summarisePresentations(row.presentations),
    questions: summariseQuestions(row.questions),
  };
}
