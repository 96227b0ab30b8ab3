/**
 * A card's schedule as it is stored and travels in a learner's whole schedule: a tuple in this order,
 * dates as milliseconds since the epoch. The server stores each card's tuple as written here and sends a
 * learner's schedule as the stored texts joined into one list (server/flashcards/states.ts): 10,000
 * cards cost a fraction of what objects with their keys would to build, send and read.
 */
import { type CardSchedule, cardStateOf } from './schedule';

export const SCHEDULE_TUPLE_FIELDS = [
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

export type ScheduleTuple = [
  cardId: string,
  due: number,
  stability: number,
  difficulty: number,
  elapsedDays: number,
  scheduledDays: number,
  learningSteps: number,
  reps: number,
  lapses: number,
  state: number,
  lastReview: number | null,
];

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** One card's id and schedule from its tuple; null for an entry of another shape. */
export function readScheduleTuple(entry: unknown): { cardId: string; schedule: CardSchedule } | null {
  if (!Array.isArray(entry) || entry.length !== SCHEDULE_TUPLE_FIELDS.length) return null;
  const [cardId, due, ...rest] = entry as unknown[];
  const lastReview = rest[8];
  const numbers = rest.slice(0, 8);
  if (typeof cardId !== 'string' || !isNumber(due) || !numbers.every(isNumber)) return null;
  if (lastReview !== null && !isNumber(lastReview)) return null;
  const [stability, difficulty, elapsedDays, scheduledDays, learningSteps, reps, lapses, state] =
    numbers as number[];
  return {
    cardId,
    schedule: {
      due: new Date(due).toISOString(),
      stability: stability as number,
      difficulty: difficulty as number,
      elapsedDays: elapsedDays as number,
      scheduledDays: scheduledDays as number,
      learningSteps: learningSteps as number,
      reps: reps as number,
      lapses: lapses as number,
      state: cardStateOf(state),
      lastReview: lastReview === null ? null : new Date(lastReview).toISOString(),
    },
  };
}

/** The schedule of each card by its id; an entry of another shape is left out (its card reads as new). */
export function readScheduleTuples(value: unknown): Map<string, CardSchedule> {
  const schedules = new Map<string, CardSchedule>();
  if (!Array.isArray(value)) return schedules;
  for (const entry of value) {
    const read = readScheduleTuple(entry);
    if (read) schedules.set(read.cardId, read.schedule);
  }
  return schedules;
}

/** One card's tuple, as the server stores it with the card's state. */
export function scheduleTuple(cardId: string, schedule: CardSchedule): ScheduleTuple {
  return [
    cardId,
    Date.parse(schedule.due),
    schedule.stability,
    schedule.difficulty,
    schedule.elapsedDays,
    schedule.scheduledDays,
    schedule.learningSteps,
    schedule.reps,
    schedule.lapses,
    schedule.state,
    schedule.lastReview === null ? null : Date.parse(schedule.lastReview),
  ];
}
