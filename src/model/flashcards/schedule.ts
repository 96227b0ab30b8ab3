/**
 * A learner's schedule of one card, by FSRS through ts-fsrs with its default parameters (no fuzz, so a
 * schedule is reproducible from its review log). The server computes each review at its own clock and
 * stores the result; the screen uses the same functions to preview what each rating would give.
 */
import { type Card, createEmptyCard, fsrs, type Grade, type ReviewLog, State } from 'ts-fsrs';

export const RATING = { AGAIN: 1, HARD: 2, GOOD: 3, EASY: 4 } as const;
export type FlashcardRating = (typeof RATING)[keyof typeof RATING];
export const RATINGS: readonly FlashcardRating[] = [RATING.AGAIN, RATING.HARD, RATING.GOOD, RATING.EASY];

/** ts-fsrs's card states: 0 New, 1 Learning, 2 Review, 3 Relearning. */
export type CardStateNumber = 0 | 1 | 2 | 3;

/** A card's FSRS state as stored and sent: ts-fsrs's Card with ISO dates. */
export interface CardSchedule {
  due: string;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: CardStateNumber;
  lastReview: string | null;
}

/**
 * One review as logged: ts-fsrs's ReviewLog (its `due` is the card's last review or due date before this
 * one, what FSRS's optimiser reads), and the due date the review gave the card.
 */
export interface ReviewLogEntry {
  rating: FlashcardRating;
  state: CardStateNumber;
  due: string;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  lastElapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  review: string;
  nextDue: string;
}

const scheduler = fsrs();

const CARD_STATES: readonly CardStateNumber[] = [0, 1, 2, 3];

/** A card state sent by the server; an unknown one reads as New, so the card is offered again, not lost. */
export function cardStateOf(value: unknown): CardStateNumber {
  return CARD_STATES.find((known) => known === value) ?? 0;
}

export function isRating(value: unknown): value is FlashcardRating {
  return RATINGS.includes(value as FlashcardRating);
}

/** The schedule after rating the card now (a card never reviewed has no schedule: it is new). */
export function reviewCard(
  schedule: CardSchedule | null,
  rating: FlashcardRating,
  now: Date,
): { schedule: CardSchedule; log: ReviewLogEntry } {
  const { card, log } = scheduler.next(cardOf(schedule, now), now, rating as Grade);
  const next = scheduleOf(card);
  return { schedule: next, log: { ...logEntryOf(log, rating), nextDue: next.due } };
}

/** When the card would next be due after each rating given now. */
export function previewDue(schedule: CardSchedule | null, now: Date): Record<FlashcardRating, Date> {
  const preview = scheduler.repeat(cardOf(schedule, now), now);
  return {
    [RATING.AGAIN]: preview[RATING.AGAIN as Grade].card.due,
    [RATING.HARD]: preview[RATING.HARD as Grade].card.due,
    [RATING.GOOD]: preview[RATING.GOOD as Grade].card.due,
    [RATING.EASY]: preview[RATING.EASY as Grade].card.due,
  };
}

/** A new card is due at once; a reviewed one from its due date. */
export function isDue(schedule: CardSchedule | null, now: Date): boolean {
  return schedule === null || Date.parse(schedule.due) <= now.getTime();
}

export function isNewCard(schedule: CardSchedule | null): boolean {
  return schedule === null || schedule.state === State.New;
}

function cardOf(schedule: CardSchedule | null, now: Date): Card {
  if (schedule === null) return createEmptyCard(now);
  return {
    due: new Date(schedule.due),
    stability: schedule.stability,
    difficulty: schedule.difficulty,
    elapsed_days: schedule.elapsedDays,
    scheduled_days: schedule.scheduledDays,
    learning_steps: schedule.learningSteps,
    reps: schedule.reps,
    lapses: schedule.lapses,
    state: schedule.state,
    ...(schedule.lastReview !== null && { last_review: new Date(schedule.lastReview) }),
  };
}

function scheduleOf(card: Card): CardSchedule {
  return {
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state as CardStateNumber,
    lastReview: card.last_review ? card.last_review.toISOString() : null,
  };
}

function logEntryOf(log: ReviewLog, rating: FlashcardRating): Omit<ReviewLogEntry, 'nextDue'> {
  return {
    rating,
    state: log.state as CardStateNumber,
    due: log.due.toISOString(),
    stability: log.stability,
    difficulty: log.difficulty,
    elapsedDays: log.elapsed_days,
    lastElapsedDays: log.last_elapsed_days,
    scheduledDays: log.scheduled_days,
    learningSteps: log.learning_steps,
    review: log.review.toISOString(),
  };
}
