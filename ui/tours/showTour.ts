/**
 * Draws the running tour of a TourStore with driver.js: each step over its part of the editor, Next held
 * while the step waits for the user's action, Done on the last step, and the close button (or Escape in
 * the tour's popover) leaving the tour. Arrow keys are left to the editor: a user typing a node's title
 * must not move the tour.
 */
import { type Driver, driver, type PopoverDOM } from 'driver.js';
import 'driver.js/dist/driver.css';
import './tour.css';
import { compareStructural, reaction } from 'mobx';
import type { TourId } from '../../src/model/tours';
import type { TourStore } from '../../src/stores/TourStore';
import { tourStrings as strings } from './strings';
import { driveSteps } from './tourSteps';

const DISABLED_BUTTON = 'driver-popover-btn-disabled';

function holdNext(popover: PopoverDOM | undefined, held: boolean): void {
  if (!popover) return;
  popover.nextButton.disabled = held;
  popover.nextButton.classList.toggle(DISABLED_BUTTON, held);
}

/** Shows `tours`' tour while one runs; answers how to stop (which also takes any tour off the screen). */
export function showTour(tours: TourStore): () => void {
  let shown: { tour: TourId; driver: Driver } | null = null;

  const close = () => {
    const leaving = shown?.driver;
    shown = null;
    leaving?.destroy();
  };
  const open = (tour: TourId): Driver => {
    const drawn: Driver = driver({
      steps: driveSteps(tour),
      popoverClass: 'study-tour',
      showButtons: ['next', 'close'],
      showProgress: true,
      progressText: strings.progress,
      nextBtnText: strings.next,
      doneBtnText: strings.done,
      allowKeyboardControl: false,
      // A click beside the step is the user working on the map, not a wish to leave the tour.
      overlayClickBehavior: () => {},
      onNextClick: () => tours.next(),
      onPopoverRender: (popover) => {
        popover.closeButton.setAttribute('aria-label', strings.close);
        holdNext(popover, !tours.canMoveOn);
      },
      // Closed by its close button: the tour ends, not done.
      onDestroyed: () => {
        if (shown?.driver !== drawn) return;
        shown = null;
        tours.end();
      },
    });
    return drawn;
  };

  const stopSteps = reaction(
    () => ({ tour: tours.state.tour, stepIndex: tours.state.stepIndex }),
    ({ tour, stepIndex }) => {
      if (tour === null) return close();
      if (shown?.tour === tour && shown.driver.isActive()) return shown.driver.moveTo(stepIndex);
      close();
      shown = { tour, driver: open(tour) };
      shown.driver.drive(stepIndex);
    },
    { equals: compareStructural, fireImmediately: true },
  );
  const stopHold = reaction(
    () => tours.canMoveOn,
    (canMoveOn) => holdNext(shown?.driver.getState('popover'), !canMoveOn),
  );
  const onKeyUp = (event: KeyboardEvent) => {
    const popover: PopoverDOM | undefined = shown?.driver.getState('popover');
    if (event.key === 'Escape' && popover?.wrapper.contains(document.activeElement)) tours.end();
  };
  window.addEventListener('keyup', onKeyUp);
  return () => {
    window.removeEventListener('keyup', onKeyUp);
    stopHold();
    stopSteps();
    close();
  };
}
