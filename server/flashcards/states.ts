/**
 * A learner's FSRS state of the cards of a map (table flashcard_states): one row per card they have
 * reviewed; a card without one is new. Rows read as the model's CardSchedule and written from it.
 */
import { type Kysely, type Selectable, sql } from 'kysely';
import type { CardSchedule } from '../../src/model/flashcards/schedule.ts';
import type { FlashcardStatesTable } from '../db/practiceTables.ts';
import type { Tables } from '../db/tables.ts';
import { requireViewRights } from '../maps/rights.ts';

type Db = Kysely<Tables>;

/** A card's state as answered (GraphQL FlashcardState). */
export type FlashcardState = CardSchedule & { cardId: string };

/** Which learner's card on which map. */
export interface CardKey {
  userId: string;
  mapId: string;
  cardId: string;
}

export const STATE_COLUMNS = [
  'cardId',
  'due',
  'stability',
  'difficulty',
  'elapsedDays',
  'scheduledDays',
  'learningSteps',
  'reps',
  'lapses',
  'state',
  'lastReview',
] as const;

type StateRow = Pick<Selectable<FlashcardStatesTable>, (typeof STATE_COLUMNS)[number]>;

export function stateOf(row: StateRow): FlashcardState {
  return {
    cardId: row.cardId,
    due: new Date(row.due).toISOString(),
    stability: row.stability,
    difficulty: row.difficulty,
    elapsedDays: row.elapsedDays,
    scheduledDays: row.scheduledDays,
    learningSteps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state as CardSchedule['state'],
    lastReview: row.lastReview === null ? null : new Date(row.lastReview).toISOString(),
  };
}

/** The columns of a card's row for a schedule. */
export function stateColumns(schedule: CardSchedule) {
  return {
    due: schedule.due,
    stability: schedule.stability,
    difficulty: schedule.difficulty,
    elapsedDays: schedule.elapsedDays,
    scheduledDays: schedule.scheduledDays,
    learningSteps: schedule.learningSteps,
    reps: schedule.reps,
    lapses: schedule.lapses,
    state: schedule.state,
    lastReview: schedule.lastReview,
  };
}

/** A timestamptz column as toISOString writes it (UTC, milliseconds: the server's clock wrote it). */
const isoText = (column: string) =>
  sql`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A state as the database lists it (see `flashcardStates`). */
type StateTuple = [
  cardId: string,
  due: string,
  stability: number,
  difficulty: number,
  elapsedDays: number,
  scheduledDays: number,
  learningSteps: number,
  reps: number,
  lapses: number,
  state: number,
  lastReview: string | null,
];

/**
 * The learner's states of the cards of a map they may see (NOT_FOUND otherwise), by card id. The database
 * writes them as one JSON text of tuples: a learner may have 10,000 cards, and decoding that many rows one
 * by one (or objects with their keys) costs several times what parsing the text does.
 */
export async function flashcardStates(db: Db, userId: string, mapId: string): Promise<FlashcardState[]> {
  await requireViewRights(db, userId, mapId);
  const { rows } = await sql<{ statesText: string }>`select coalesce(json_agg(json_build_array(
      card_id, ${isoText('due')}, stability, difficulty, elapsed_days, scheduled_days, learning_steps,
      reps, lapses, state, ${isoText('last_review')}
    ) order by card_id), '[]')::text as "statesText"
    from flashcard_states where user_id = ${userId} and map_id = ${mapId}`.execute(db);
  const tuples: StateTuple[] = JSON.parse(rows[0]?.statesText ?? '[]');
  return tuples.map(
    ([
      cardId,
      due,
      stability,
      difficulty,
      elapsedDays,
      scheduledDays,
      learningSteps,
      reps,
      lapses,
      state,
      lastReview,
    ]) => ({
      cardId,
      due,
      stability,
      difficulty,
      elapsedDays,
      scheduledDays,
      learningSteps,
      reps,
      lapses,
      state: state as CardSchedule['state'],
      lastReview,
    }),
  );
}
