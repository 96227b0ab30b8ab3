/**
 * The guided tour running over one open map (src/model/tours): its state through the pure `tourReducer`,
 * fed by the map's change stream, and the user's flag set when they finish it. The UI draws the steps.
 */
import { makeAutoObservable } from 'mobx';
import type { ChangeListener, ListenFilter } from '../model/changes/stream';
import {
  canMoveOn,
  currentStep,
  isLastStep,
  NO_TOUR,
  TOURS,
  type TourAction,
  type TourId,
  type TourState,
  type TourStep,
  tourReducer,
} from '../model/tours';
import type { UserFlag } from '../model/userFlags';

export interface TourStoreDeps {
  /** How many nodes are selected on the map now. */
  selectedNodeCount: () => number;
  /** Keeps the finished tour's flag with the user. */
  markDone: (flag: UserFlag) => void;
}

/** The part of the map's document store a tour reads: its change stream. */
export interface ChangeSource {
  listen(listener: ChangeListener, filter?: ListenFilter): () => void;
}

export class TourStore {
  state: TourState = NO_TOUR;

  constructor(private readonly deps: TourStoreDeps) {
    makeAutoObservable<TourStore, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  get step(): TourStep | null {
    return currentStep(this.state);
  }

  get canMoveOn(): boolean {
    return canMoveOn(this.state);
  }

  get isLastStep(): boolean {
    return isLastStep(this.state);
  }

  /** Follows the user's changes to the map; answers how to stop. */
  follow(document: ChangeSource): () => void {
    return document.listen((change) => this.dispatch({ type: 'changeSeen', change }), { origin: 'user' });
  }

  start(tour: TourId): void {
    this.dispatch({ type: 'start', tour });
    this.stepReached();
  }

  /** The user asks to go on: the next step, or at the last one the tour is done. */
  next(): void {
    if (!this.canMoveOn) return;
    const { tour } = this.state;
    if (tour !== null && this.isLastStep) {
      this.dispatch({ type: 'end' });
      this.deps.markDone(TOURS[tour].flag);
      return;
    }
    this.dispatch({ type: 'next' });
    this.stepReached();
  }

  /** The user leaves the tour before its end: it stays not done. */
  end(): void {
    this.dispatch({ type: 'end' });
  }

  private stepReached(): void {
    this.dispatch({ type: 'selectionSeen', selectedNodeCount: this.deps.selectedNodeCount() });
  }

  private dispatch(action: TourAction): void {
    this.state = tourReducer(this.state, action);
  }
}
