/**
 * Tour state (spec 2 section 2): the tour running, its step, and whether the action that step watches for
 * has happened. A tour moves forward one step at a time up to its last step (spec 3 section 4.8); a step
 * that asks the user to do something lets the tour move on only once they have done it.
 */
import type { MapChange } from '../changes/stream';
import { type TourId, type TourStep, type TourWatch, tourSteps } from './tours';
import { changeMeetsWatch, selectionMeetsWatch } from './watches';

export interface TourState {
  readonly tour: TourId | null;
  readonly stepIndex: number;
  readonly watchActionDetected: boolean;
}

export const NO_TOUR: TourState = { tour: null, stepIndex: 0, watchActionDetected: false };

export type TourAction =
  | { type: 'start'; tour: TourId }
  /** A change to the open map: it may be what the current step waits for. */
  | { type: 'changeSeen'; change: MapChange }
  /** How many nodes are selected as a step is reached (a node selected already counts as selecting one). */
  | { type: 'selectionSeen'; selectedNodeCount: number }
  | { type: 'next' }
  | { type: 'end' };

export function currentStep(state: TourState): TourStep | null {
  return state.tour === null ? null : (tourSteps(state.tour)[state.stepIndex] ?? null);
}

/** Whether the current step lets the tour move on: it only explains, or its action has happened. */
export function canMoveOn(state: TourState): boolean {
  const step = currentStep(state);
  return step !== null && (step.watch === undefined || state.watchActionDetected);
}

export function isLastStep(state: TourState): boolean {
  return state.tour !== null && state.stepIndex === tourSteps(state.tour).length - 1;
}

/** The step's action has happened when `seen` says so; later sightings change nothing. */
function detect(state: TourState, seen: (watch: TourWatch) => boolean): TourState {
  const watch = currentStep(state)?.watch;
  if (watch === undefined || state.watchActionDetected || !seen(watch)) return state;
  return { ...state, watchActionDetected: true };
}

export function tourReducer(state: TourState, action: TourAction): TourState {
  switch (action.type) {
    case 'start':
      return { tour: action.tour, stepIndex: 0, watchActionDetected: false };
    case 'changeSeen':
      return detect(state, (watch) => changeMeetsWatch(watch, action.change));
    case 'selectionSeen':
      return detect(state, (watch) => selectionMeetsWatch(watch, action.selectedNodeCount));
    case 'next':
      if (!canMoveOn(state) || isLastStep(state)) return state;
      return { ...state, stepIndex: state.stepIndex + 1, watchActionDetected: false };
    case 'end':
      return NO_TOUR;
  }
}
