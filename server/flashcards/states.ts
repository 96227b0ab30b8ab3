/**
 * A learner's FSRS state of the cards of a map (table flashcard_states): one row per card they have
 * reviewed, holding the card's ScheduleTuple as the model writes it (src/model/flashcards/scheduleTuple.ts);
 * a card without a row is new.
 */
import { type Kysely, sql } from 'kysely';
import type { CardSchedule } from '../../src/model/flashcards/schedule.ts';
import { readScheduleTuple, scheduleTuple } from '../../src/model/flashcards/scheduleTuple.ts';
import { json } from '../db/json.ts';
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

/** A stored row's schedule; null for one the model cannot read (the card is then new again). */
export function storedSchedule(stored: unknown): CardSchedule | null {
  return readScheduleTuple(stored)?.schedule ?? null;
}

/** The columns of a card's row for its schedule. */
export function stateColumns(cardId: string, schedule: CardSchedule) {
  return { due: schedule.due, schedule: json(scheduleTuple(cardId, schedule)) };
}

/**
 * The learner's schedule of the cards of a map they may see (NOT_FOUND otherwise): the JSON text of the
 * list of their cards' stored tuples, joined by the database and sent as it is (../graphql/rawJson.ts).
 */
export async function flashcardScheduleText(db: Db, userId: string, mapId: string): Promise<string> {
  await requireViewRights(db, userId, mapId);
  const { rows } = await sql<{
    text: string;
  }>`select '[' || coalesce(string_agg(schedule::text, ','), '') || ']'
      as "text"
    from flashcard_states where user_id = ${userId} and map_id = ${mapId}`.execute(db);
  return rows[0]?.text ?? '[]';
}
