/**
 * The Tutorials menu's state (spec 1 section 8, spec 3 section 2.5): each tour is done once its user flag
 * is set; the badge counts those not done.
 */
import { isTourId, TOUR_IDS, TOURS, type TourId } from './tours';

export interface TutorialEntry {
  readonly tour: TourId;
  readonly done: boolean;
}

export function tutorialEntries(flags: readonly string[]): TutorialEntry[] {
  return TOUR_IDS.map((tour) => ({ tour, done: flags.includes(TOURS[tour].flag) }));
}

export function tutorialsNotDone(flags: readonly string[]): number {
  return tutorialEntries(flags).filter((entry) => !entry.done).length;
}

/** Router state that asks the map page to start a tour (spec 2 section 2: the new-map route's tutorial flag). */
export interface TutorialRouteState {
  readonly tutorial: TourId;
}

/** The tour router state asks for, if any: anything else there (or nothing) asks for none. */
export function tutorialFromRouteState(state: unknown): TourId | null {
  if (typeof state !== 'object' || state === null || !('tutorial' in state)) return null;
  const { tutorial } = state;
  return isTourId(tutorial) ? tutorial : null;
}

/**
 * The router state a new map opens with: the Your New Map tour for a user who has not done it, so a
 * newcomer's first map starts with it; nothing for someone who has.
 */
export function newMapRouteState(flags: readonly string[]): TutorialRouteState | undefined {
  return flags.includes(TOURS.newMap.flag) ? undefined : { tutorial: 'newMap' };
}
