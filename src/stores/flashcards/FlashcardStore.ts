/**
 * A learner reviewing a map's flashcards (issue 27): the map's cards and decks (src/model/flashcards),
 * the learner's schedule of them as the server stored it, and one review session over the chosen cards
 * (every card of the map, or one deck). The session's queue holds the cards due when it began: cards
 * reviewed before and due now first, the longest overdue first, then new ones in the map's order. A card
 * is flipped, then rated; the server computes its next state (FSRS) and the card leaves the queue, unless
 * it is due again within LEARN_AHEAD_MS (a learning step such as Again's minute, or Good's ten minutes on
 * a new card): then it comes back in this session once due, or at once when nothing else is left to
 * review (as Anki's learn-ahead limit does), so a session ends with every card learnt past its steps.
 * The calls come in through `FlashcardsApi`.
 */
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { FLASHCARD_CALL_MESSAGES, type FlashcardsApi, type ReviewDay } from '../../api/graphql/flashcardsApi';
import { errorMessage } from '../../model/errorMessage';
import { type Deck, decksOf, type Flashcard, flashcardsOf } from '../../model/flashcards/cards';
import { FLASHCARD_MESSAGES } from '../../model/flashcards/messages';
import { type CardSchedule, type FlashcardRating, isDue, previewDue } from '../../model/flashcards/schedule';

/** Cards due again this soon after their rating come back in the same session (Anki's default limit). */
export const LEARN_AHEAD_MS = 20 * 60_000;

/** The map the cards come from. */
export type FlashcardMap = Parameters<typeof flashcardsOf>[0] & Parameters<typeof decksOf>[0];

/** Which cards a session reviews: every card of the map (/{id}/cards) or one deck (/{id}/cards/{deckId}). */
export type DeckChoice = { kind: 'all' } | { kind: 'deck'; deckId: string };

export interface DeckCounts {
  /** Reviewed before and due now. */
  due: number;
  /** Never reviewed. */
  new: number;
}

export type FlashcardLoadState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready' }
  | { status: 'failed'; error: string };

/** The last rating of this session, for the screen to say when the card comes back. */
export interface RatedCard {
  cardId: string;
  rating: FlashcardRating;
  /** ISO date the server scheduled the card for. */
  due: string;
}

const dueTime = (schedule: CardSchedule | undefined) =>
  schedule ? Date.parse(schedule.due) : Number.POSITIVE_INFINITY;

export class FlashcardStore {
  loadState: FlashcardLoadState = { status: 'idle' };
  /**
   * The learner's schedule by card id, as the server last answered it; a card without one is new. A
   * schedule is replaced whole, never changed in place: the map observes its entries, not their fields
   * (a learner may have 10,000).
   */
  readonly schedules = observable.map<string, CardSchedule>({}, { deep: false });
  reviewDays: readonly ReviewDay[] = [];
  currentId: string | null = null;
  /** The card shows its back. */
  flipped = false;
  /** Due when the session began (or reset), not yet shown. */
  queue: readonly string[] = [];
  /** Rated this session and due again within LEARN_AHEAD_MS, soonest first. */
  learning: readonly string[] = [];
  lastRated: RatedCard | null = null;
  /** A call to the server is under way: rating and resetting wait for it. */
  busy = false;
  /** Why the last call failed. */
  error: string | null = null;
  /** The time due counts and interval previews are computed at; moved on by each action and `tick`. */
  now: Date;

  readonly cards: readonly Flashcard[];
  readonly decks: readonly Deck[];
  private readonly byId: ReadonlyMap<string, Flashcard>;

  constructor(
    map: FlashcardMap,
    readonly choice: DeckChoice,
    private readonly api: FlashcardsApi,
    private readonly clock: () => Date = () => new Date(),
  ) {
    // The review screen never edits the map: its cards are read once.
    this.cards = flashcardsOf(map);
    this.decks = decksOf(map, this.cards);
    this.byId = new Map(this.cards.map((card) => [card.id, card]));
    this.now = clock();
    makeAutoObservable<FlashcardStore, 'api' | 'clock' | 'byId'>(
      this,
      { cards: false, decks: false, byId: false, api: false, clock: false, choice: false },
      { autoBind: true },
    );
  }

  /** The chosen deck; null for all the map's cards. */
  get deck(): Deck | null {
    const { choice } = this;
    return choice.kind === 'deck' ? (this.decks.find((deck) => deck.id === choice.deckId) ?? null) : null;
  }

  /** The route named a deck the map does not have. */
  get deckError(): string | null {
    return this.choice.kind === 'deck' && this.deck === null ? FLASHCARD_MESSAGES.deckNotFound : null;
  }

  /** The cards the session reviews. */
  get chosenCards(): readonly Flashcard[] {
    if (this.choice.kind === 'all') return this.cards;
    return (this.deck?.cardIds ?? []).flatMap((id) => this.byId.get(id) ?? []);
  }

  get current(): Flashcard | null {
    return this.currentId === null ? null : (this.byId.get(this.currentId) ?? null);
  }

  /** Cards left in this session, the one shown included. */
  get remaining(): number {
    return (this.currentId === null ? 0 : 1) + this.queue.length + this.learning.length;
  }

  get done(): boolean {
    return this.loadState.status === 'ready' && this.currentId === null;
  }

  countsOf(cardIds: readonly string[]): DeckCounts {
    let due = 0;
    let fresh = 0;
    for (const id of cardIds) {
      const schedule = this.schedules.get(id);
      if (!schedule) fresh += 1;
      else if (isDue(schedule, this.now)) due += 1;
    }
    return { due, new: fresh };
  }

  /** Due and new cards of every card of the map. */
  get allCounts(): DeckCounts {
    return this.countsOf(this.cards.map((card) => card.id));
  }

  /** When each rating of the card shown would bring it back, once it is flipped. */
  get previews(): Record<FlashcardRating, Date> | null {
    if (!this.current || !this.flipped) return null;
    return previewDue(this.schedules.get(this.current.id) ?? null, this.now);
  }

  /** When the chosen cards' next review falls (ISO), for the done state; null when none is scheduled. */
  get nextDue(): string | null {
    let next: string | null = null;
    for (const card of this.chosenCards) {
      const due = this.schedules.get(card.id)?.due;
      if (due !== undefined && (next === null || Date.parse(due) < Date.parse(next))) next = due;
    }
    return next;
  }

  async load(): Promise<void> {
    this.loadState = { status: 'loading' };
    try {
      const states = await this.api.loadStates();
      runInAction(() => {
        this.schedules.replace(states);
        this.loadState = { status: 'ready' };
        this.startSession();
      });
    } catch (error) {
      runInAction(() => {
        this.loadState = {
          status: 'failed',
          error: errorMessage(error, FLASHCARD_CALL_MESSAGES.loadFailed),
        };
      });
      return;
    }
    await this.refreshReviewDays();
  }

  /** The queue of the cards due now, due ones first by due date, then new ones; the first one shown. */
  startSession(): void {
    this.now = this.clock();
    const reviewed = this.chosenCards.filter((card) => {
      const schedule = this.schedules.get(card.id);
      return schedule !== undefined && isDue(schedule, this.now);
    });
    reviewed.sort((a, b) => dueTime(this.schedules.get(a.id)) - dueTime(this.schedules.get(b.id)));
    const fresh = this.chosenCards.filter((card) => !this.schedules.has(card.id));
    this.queue = [...reviewed, ...fresh].map((card) => card.id);
    this.learning = [];
    this.currentId = null;
    this.showNext();
  }

  /** Moves the clock on: due counts follow time while the screen is open. */
  tick(): void {
    this.now = this.clock();
  }

  flip(): void {
    if (!this.current) return;
    this.flipped = !this.flipped;
    // The previews count from when the back was shown.
    this.now = this.clock();
  }

  async rate(rating: FlashcardRating): Promise<void> {
    const card = this.current;
    if (!card || !this.flipped || this.busy) return;
    this.busy = true;
    this.error = null;
    try {
      const schedule = await this.api.review(card.id, rating);
      runInAction(() => {
        this.schedules.set(card.id, schedule);
        this.lastRated = { cardId: card.id, rating, due: schedule.due };
        if (dueTime(schedule) - this.clock().getTime() <= LEARN_AHEAD_MS) this.addLearning(card.id);
        this.showNext();
      });
    } catch (error) {
      runInAction(() => {
        this.error = errorMessage(error, FLASHCARD_CALL_MESSAGES.reviewFailed);
      });
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
    await this.refreshReviewDays();
  }

  /** Forgets the learner's schedule of the card shown: it is new again, and shown front first. */
  async resetCurrent(): Promise<void> {
    const card = this.current;
    if (!card || this.busy) return;
    this.busy = true;
    this.error = null;
    try {
      await this.api.reset(card.id);
      runInAction(() => {
        this.schedules.delete(card.id);
        this.flipped = false;
        this.now = this.clock();
      });
    } catch (error) {
      runInAction(() => {
        this.error = errorMessage(error, FLASHCARD_CALL_MESSAGES.resetFailed);
      });
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  /** The reviews per day; a failure leaves the chart as it was (the review itself was saved). */
  async refreshReviewDays(): Promise<void> {
    try {
      const days = await this.api.reviewDays();
      runInAction(() => {
        this.reviewDays = days;
      });
    } catch {
      // The chart is a summary: the next review tries again.
    }
  }

  private addLearning(cardId: string): void {
    this.learning = [...this.learning, cardId].sort(
      (a, b) => dueTime(this.schedules.get(a)) - dueTime(this.schedules.get(b)),
    );
  }

  /** A learning card once due, else the queue's next, else the soonest learning card (learn ahead). */
  private showNext(): void {
    this.now = this.clock();
    this.flipped = false;
    const [soonest, ...later] = this.learning;
    const soonestDue = soonest !== undefined && isDue(this.schedules.get(soonest) ?? null, this.now);
    if (soonest !== undefined && (soonestDue || this.queue.length === 0)) {
      this.currentId = soonest;
      this.learning = later;
      return;
    }
    const [next, ...rest] = this.queue;
    this.currentId = next ?? null;
    this.queue = rest;
  }
}
