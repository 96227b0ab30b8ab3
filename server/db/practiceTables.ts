/**
 * Row types of the recall and flashcard tables (migration 0016): a learner's recall results, their FSRS
 * state of each card they have reviewed, and every review. Apart from ./tables.ts, which joins them into
 * `Tables`.
 */
import type { ColumnType, Generated } from 'kysely';
import type { ScheduleTuple } from '../../src/model/flashcards/scheduleTuple.ts';
import type { RecallNode } from '../../src/model/recall/types.ts';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** json: written as its JSON text (see `json()` in `./json.ts`). */
type Json<T> = ColumnType<T, string, string>;

/** One finished recall session; the nodes are those of the map when it was saved. */
export interface RecallResultsTable {
  id: string;
  userId: string;
  mapId: string;
  itemId: string | null;
  levelId: number | null;
  matches: number;
  available: number;
  recalled: Json<RecallNode[]>;
  missed: Json<RecallNode[]>;
  durationMs: number;
  createdAt: CreatedAt;
}

/** FSRS columns a card's state and a review share (ts-fsrs's Card and ReviewLog). */
interface FsrsColumns {
  due: Timestamp;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  /** 0 New, 1 Learning, 2 Review, 3 Relearning (in a review, the state before it). */
  state: number;
}

/** A learner's schedule of one card of a map; a card without a row is new. */
export interface FlashcardStatesTable {
  userId: string;
  mapId: string;
  cardId: string;
  due: Timestamp;
  /** The card's ScheduleTuple (src/model/flashcards/scheduleTuple.ts). */
  schedule: Json<ScheduleTuple>;
}

/** One review (rating 1 to 4) or reset (rating 0) of a card. */
export interface FlashcardReviewsTable extends FsrsColumns {
  /** bigserial: read as its text. */
  id: Generated<string>;
  userId: string;
  mapId: string;
  cardId: string;
  rating: number;
  lastElapsedDays: number;
  review: Timestamp;
  /** The card's due date after the review; `due` is ts-fsrs's (the last review, or due, before it). */
  nextDue: Timestamp;
}

export interface PracticeTables {
  recallResults: RecallResultsTable;
  flashcardStates: FlashcardStatesTable;
  flashcardReviews: FlashcardReviewsTable;
}
