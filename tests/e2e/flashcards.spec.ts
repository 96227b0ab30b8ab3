/**
 * Flashcards (issue 27), as a new learner: the demo map (shared with them by its owner) opened at its
 * flashcards, five cards reviewed with the keyboard only (Space flips, 1 to 4 rate), each step checked:
 * the card's front, its back once flipped, each rating's next interval, the cards left. The due dates the
 * server stored and the screen showed are then those ts-fsrs computes itself from the same reviews (the
 * review log's times), and a reload shows the due counts the server keeps.
 */
import type { Page } from '@playwright/test';
import { createEmptyCard, type Card as FsrsCard, fsrs, type Grade } from 'ts-fsrs';
import { CSRF_COOKIE, CSRF_HEADER } from '../../src/api/session/cookies';
import { readScheduleTuples } from '../../src/model/flashcards/scheduleTuple';
import { LEARN_AHEAD_MS } from '../../src/stores/flashcards/FlashcardStore';
import { intervalLabel } from '../../ui/screens/flashcards/format';
import { MAP_LOAD_MS, openPhotosynthesis } from './canvas';
import { expect, test } from './fixtures';
import { shareMapWith } from './mapApi';
import { signUpAndRegister, uniqueEmail } from './users';

/** The demo map's cards: six in its nodes' content ('Map cards') and three key terms' nodes. */
const CONTENT_CARDS = 6;
const KEY_TERM_CARDS = 3;
const ALL_CARDS = CONTENT_CARDS + KEY_TERM_CARDS;

/** Good, Easy, Hard, Easy, Again: Again last, so no card is due again before the fifth review. */
const RATINGS: readonly Grade[] = [3, 4, 2, 4, 1];
const RATING_NAMES = { 1: 'Again', 2: 'Hard', 3: 'Good', 4: 'Easy' } as const;

interface Review {
  rating: number;
  state: number;
  nextDue: string;
  review: string;
}

/** GraphQL through the page's own session (its cookies, and the CSRF header the app sends). */
async function graphql<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  const cookies = await page.context().cookies();
  const csrf = cookies.find((cookie) => cookie.name === CSRF_COOKIE)?.value ?? '';
  const response = await page.request.post('/graphql', {
    headers: { [CSRF_HEADER]: decodeURIComponent(csrf) },
    data: { query, variables },
  });
  const answer = await response.json();
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data as T;
}

const reviewLog = async (page: Page, mapId: string, cardId: string) =>
  (
    await graphql<{ flashcardReviewLog: Review[] }>(
      page,
      'query($mapId: ID!, $cardId: ID!) { flashcardReviewLog(mapId: $mapId, cardId: $cardId) { rating state nextDue review } }',
      { mapId, cardId },
    )
  ).flashcardReviewLog;

/** The learner's stored schedule, read as the app reads it, as each card's id and due date. */
const cardStates = async (page: Page, mapId: string) => {
  const { flashcardSchedule } = await graphql<{ flashcardSchedule: unknown }>(
    page,
    'query($mapId: ID!) { flashcardSchedule(mapId: $mapId) }',
    { mapId },
  );
  return [...readScheduleTuples(flashcardSchedule)].map(([cardId, schedule]) => ({
    cardId,
    due: schedule.due,
  }));
};

/** What ts-fsrs (default parameters) makes of a new card's ratings: its due date after each. */
function fsrsDues(reviews: readonly Review[]): number[] {
  const scheduler = fsrs();
  let card: FsrsCard = createEmptyCard(new Date(reviews[0]?.review ?? 0));
  return reviews.map((review) => {
    card = scheduler.next(card, new Date(review.review), review.rating as Grade).card;
    return card.due.getTime();
  });
}

const deckCounts = (page: Page, deckId: string) =>
  page.locator(`[data-testid="deck"][data-deck-id="${deckId}"]`).getByTestId('deck-counts');

test('a new learner reviews five flashcards by keyboard, the due dates follow FSRS, and the counts persist', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('cards');
  await signUpAndRegister(page, request, email, 'learner password');
  const owner = await (await browser.newContext()).newPage();
  await openPhotosynthesis(owner);
  const mapId = /\/app\/([^/?]+)/.exec(owner.url())?.[1] ?? '';
  await shareMapWith(owner, mapId, email, 'view');

  await page.goto(`/app/${mapId}/cards`);
  const card = page.getByTestId('flashcard');
  await expect(card).toBeVisible({ timeout: MAP_LOAD_MS });
  // Every card is new: the map's, the 'Map cards' deck's and the 'Key terms' deck's.
  await expect(deckCounts(page, '')).toHaveText(`0 due · ${ALL_CARDS} new`);
  await expect(deckCounts(page, 'map')).toHaveText(`0 due · ${CONTENT_CARDS} new`);
  await expect(deckCounts(page, 'item-key-terms')).toHaveText(`0 due · ${KEY_TERM_CARDS} new`);
  await expect(page.getByTestId('review-chart')).toHaveCount(0);

  // A new card's intervals do not depend on when it is reviewed.
  const now = new Date();
  const preview = fsrs().repeat(createEmptyCard(now), now);
  const flip = page.getByTestId('flashcard-front');
  const back = page.getByTestId('flashcard-back');
  const reviewed: string[] = [];
  const shownDue = new Map<string, string>();
  let left = ALL_CARDS;
  for (const rating of RATINGS) {
    const cardId = (await card.getAttribute('data-card-id')) ?? '';
    expect(reviewed).not.toContain(cardId);
    await expect(page.getByTestId('cards-left')).toHaveText(`${left} left`);
    await expect(flip).toHaveAttribute('aria-pressed', 'false');
    await expect(flip.getByRole('heading')).not.toBeEmpty();
    await expect(back).toBeEmpty();
    await expect(page.getByTestId('ratings')).toHaveCount(0);

    await page.keyboard.press('Space');
    await expect(flip).toHaveAttribute('aria-pressed', 'true');
    await expect(back).not.toBeEmpty();
    for (const grade of [1, 2, 3, 4] as const) {
      const button = page.getByRole('button', { name: new RegExp(`^${RATING_NAMES[grade]}`) });
      await expect(button).toHaveAttribute('aria-keyshortcuts', String(grade));
      await expect(button.getByTestId('rating-interval')).toHaveText(
        intervalLabel(preview[grade].card.due, now),
      );
    }

    await page.keyboard.press(String(rating));
    const status = page.getByTestId('last-rated');
    await expect(status).toContainText(`${RATING_NAMES[rating]}: next review`);
    await expect(card).not.toHaveAttribute('data-card-id', cardId);
    shownDue.set(cardId, (await status.getAttribute('data-due')) ?? '');
    reviewed.push(cardId);
    // A card due again within the learn-ahead limit stays in the session.
    if (preview[rating].card.due.getTime() - now.getTime() > LEARN_AHEAD_MS) left -= 1;
  }
  await expect(page.getByTestId('cards-left')).toHaveText(`${left} left`);
  await expect(page.getByTestId('review-chart')).toBeVisible();

  // The server's schedule is FSRS's: each logged review's due date is ts-fsrs's on the same review times,
  // and the stored state and the screen say the same.
  const states = await cardStates(page, mapId);
  expect(states.map((state) => state.cardId).sort()).toEqual([...reviewed].sort());
  for (const [index, cardId] of reviewed.entries()) {
    const log = await reviewLog(page, mapId, cardId);
    expect(log.map((entry) => entry.rating)).toEqual([RATINGS[index]]);
    expect(log.map((entry) => entry.state)).toEqual([0]);
    const [expected] = fsrsDues(log);
    expect(Date.parse(log[0]?.nextDue ?? '')).toBe(expected);
    expect(Date.parse(states.find((state) => state.cardId === cardId)?.due ?? '')).toBe(expected);
    expect(Date.parse(shownDue.get(cardId) ?? '')).toBe(expected);
  }

  // A reload reads the schedule from the server: five cards are no longer new, and those due count as due.
  const dueBy = (time: number, deck: (cardId: string) => boolean) =>
    states.filter((state) => deck(state.cardId) && Date.parse(state.due) <= time).length;
  const decks = {
    '': () => true,
    map: (cardId: string) => cardId.startsWith('card:'),
    'item-key-terms': (cardId: string) => cardId.startsWith('node:'),
  } as const;
  const before = Date.now();
  await page.reload();
  await expect(card).toBeVisible({ timeout: MAP_LOAD_MS });
  const after = Date.now();
  for (const [deckId, inDeck] of Object.entries(decks)) {
    const total = deckId === '' ? ALL_CARDS : deckId === 'map' ? CONTENT_CARDS : KEY_TERM_CARDS;
    const fresh = total - reviewed.filter(inDeck).length;
    const text = (await deckCounts(page, deckId).textContent()) ?? '';
    const [, due, shownNew] = /^(\d+) due · (\d+) new$/.exec(text) ?? [];
    expect(Number(shownNew)).toBe(fresh);
    // Due by the page's own clock, somewhere between just before the reload and now.
    expect(Number(due)).toBeGreaterThanOrEqual(dueBy(before, inDeck));
    expect(Number(due)).toBeLessThanOrEqual(dueBy(after, inDeck));
  }
  await expect(page.getByTestId('review-chart')).toBeVisible();
});
