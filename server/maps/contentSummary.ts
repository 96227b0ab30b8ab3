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
  /** The course outline as stored. */
  courseItems: unknown[];
}

/** What a course leaves out of the summary for a viewer it opens the map to (server/courses/courseMap.ts). */
export interface SummaryFilter {
  closedPresentations: ReadonlySet<string>;
  openQuestions: ReadonlySet<string>;
}

function selectSummaryParts(db: Kysely<Tables>, mapId: string) {
  return db
    .selectFrom('maps')
    .select(['maps.id', 'maps.name', 'maps.ownerId'])
    .select(sql<unknown>`maps.document -> 'presentations'`.as('presentations'))
    .select(sql<unknown>`maps.document -> 'questions'`.as('questions'))
    .select(sql<unknown>`maps.document -> 'courseItems'`.as('courseItems'))
    .where('maps.id', '=', mapId);
}

type SummaryRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectSummaryParts>['executeTakeFirst']>>>;

function summaryOf(row: SummaryRow, filter: SummaryFilter | null): MapContentSummary {
  const presentations = summarisePresentations(row.presentations);
  const questions = summariseQuestions(row.questions);
  return {
    id: row.id,
    name: row.name,
    ownerId: row.ownerId,
    presentations: filter
      ? presentations.filter((entry) => !filter.closedPresentations.has(entry.id))
      : presentations,
    questions: filter ? questions.filter((entry) => filter.openQuestions.has(entry.id)) : questions,
    courseItems: Array.isArray(row.courseItems) ? row.courseItems : [],
  };
}

/** The summary a course opens to a viewer without rights of their own on its map (checked by the caller). */
export async function loadOpenMapContentSummary(
  db: Kysely<Tables>,
  mapId: string,
  filter: SummaryFilter,
): Promise<MapContentSummary> {
  return summaryOf(await selectSummaryParts(db, mapId).executeTakeFirstOrThrow(), filter);
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
    .select(sql<unknown>`maps.document -> 'courseItems'`.as('courseItems'))
    .executeTakeFirst();
  return summaryOf(rightsOnMap(found, userId).row, null);
}
