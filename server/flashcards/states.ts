/**
 * A learner's FSRS state of the cards of a map (table flashcard_states): one row per card they have
 * reviewed; a card without one is new. Rows read as the model's CardSchedule and written from it.
 */
import type { Kysely, Selectable } from 'kysely';
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

/** The learner's states of the cards of a map they may see (NOT_FOUND otherwise), by card id. */
export async function flashcardStates(db: Db, userId: string, mapId: string): Promise<FlashcardState[]> {
  await requireViewRights(db, userId, mapId);
  const rows = await db
    .selectFrom('flashcardStates')
    .select(STATE_COLUMNS)
    .where('userId', '=', userId)
    .where('mapId', '=', mapId)
    .orderBy('cardId')
    .execute();
  return rows.map(stateOf);
}
