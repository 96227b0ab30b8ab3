/**
 * A map's questions and quiz settings as its stored document holds them (maps.document, a json column):
 * only the parts needed are read in SQL, never the whole document, and a stored question is read by the
 * model's tolerant loader. Also the check a saved map's new or changed questions must pass.
 */
import { dequal } from 'dequal';
import { type Kysely, sql } from 'kysely';
import { loadMap } from '../../src/model/map/load.ts';
import { loadNode } from '../../src/model/map/loadNode.ts';
import { isRecord } from '../../src/model/map/read.ts';
import type { MapSettings } from '../../src/model/map/settings.ts';
import { loadQuestion, quizSettingsOf } from '../../src/model/quiz/load.ts';
import { QUIZ_MESSAGES } from '../../src/model/quiz/messages.ts';
import type { Question, QuizSettings } from '../../src/model/quiz/types.ts';
import { questionProblem } from '../../src/model/quiz/validity.ts';
import type { Tables } from '../db/tables.ts';
import { badInput } from '../errors.ts';
import { documentList, storedDocumentList } from '../maps/documentParts.ts';
import { rightsOnMap, selectMapWithShare } from '../maps/rights.ts';

type Db = Kysely<Tables>;

/**
 * One question of a map the user may see (NOT_FOUND otherwise, as for a missing map); BAD_USER_INPUT
 * 'Question not found.' when the map has no question with that id. The question is read as text and
 * parsed here, so its keys arrive exactly as stored.
 */
export async function requireMapQuestion(
  db: Db,
  userId: string,
  mapId: string,
  questionId: string,
): Promise<Question> {
  const found = await selectMapWithShare(db, userId, mapId)
    .select(
      sql<string | null>`(select question::text from ${documentList('questions')} as question
        where question ->> 'id' = ${questionId} limit 1)`.as('questionText'),
    )
    .executeTakeFirst();
  const { row } = rightsOnMap(found, userId);
  if (row.questionText === null) throw badInput(QUIZ_MESSAGES.questionNotFound);
  return loadQuestion(JSON.parse(row.questionText));
}

/** The titles of those of the map's nodes named, by id (a recall question's nodes); nodes not found are left out. */
export async function nodeTitles(
  db: Db,
  mapId: string,
  nodeIds: readonly string[],
): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  if (nodeIds.length === 0) return titles;
  const { rows } = await sql<{ nodeText: string }>`select node::text as "nodeText"
    from maps, ${documentList('nodes')} as node
    where maps.id = ${mapId} and node ->> 'id' in (${sql.join([...new Set(nodeIds)])})`.execute(db);
  for (const { nodeText } of rows) {
    const node = JSON.parse(nodeText) as unknown;
    // Loaded, so a title stored as its default (left out of the stored form) reads as that default.
    if (isRecord(node)) {
      const loaded = loadNode(node);
      titles.set(loaded.id, loaded.title);
    }
  }
  return titles;
}

/**
 * The quiz settings of a map the user may see (NOT_FOUND otherwise). Only the document's `settings` are
 * read: the stored form of the map's MapSettings as the map's save wrote them, handed to the model's
 * `quizSettingsOf` on an otherwise empty map.
 */
export async function requireQuizSettings(db: Db, userId: string, mapId: string): Promise<QuizSettings> {
  const found = await selectMapWithShare(db, userId, mapId)
    .select(sql<string | null>`(maps.document -> 'settings')::text`.as('settingsText'))
    .executeTakeFirst();
  const { row } = rightsOnMap(found, userId);
  const stored: unknown = row.settingsText === null ? null : JSON.parse(row.settingsText);
  const empty = loadMap({});
  const settings = isRecord(stored) ? ({ ...empty.settings, ...stored } as MapSettings) : empty.settings;
  return quizSettingsOf({ ...empty, settings });
}

/** A map's stored questions as written (an empty list for a missing map or one without questions). */
export const storedQuestions = (db: Db, mapId: string): Promise<unknown[]> =>
  storedDocumentList(db, mapId, 'questions');

/**
 * Refuses a map whose new or changed questions (by id, compared with `stored`, the questions the map had)
 * have a definition problem (spec 3 section 5.2): BAD_USER_INPUT 'Question N: <problem>', N counting the
 * map's questions from 1. A question saved as it was stays accepted, so a map with an older invalid
 * question can still be saved.
 */
export function requireValidQuestions(questions: readonly unknown[], stored: readonly unknown[]): void {
  const before = new Map<unknown, unknown>();
  for (const question of stored) if (isRecord(question)) before.set(question.id, question);
  questions.forEach((question, index) => {
    if (isRecord(question) && dequal(before.get(question.id), question)) return;
    const problem = questionProblem(loadQuestion(question));
    if (problem) throw badInput(QUIZ_MESSAGES.invalidQuestion(index + 1, problem.title));
  });
}
