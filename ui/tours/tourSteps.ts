/** A tour's steps as driver.js draws them: each over its `data-tour` target, with its texts. */
import type { DriveStep } from 'driver.js';
import { type TourId, type TourTarget, tourSteps } from '../../src/model/tours';
import { type StepText, tourStrings } from './strings';

/** How long a step waits for its target to appear (a panel opening, the edit mode's toolbar) before it shows anyway. */
const WAIT_FOR_TARGET_MS = 5000;

export const tourTargetSelector = (target: TourTarget) => `[data-tour="${target}"]`;

export function driveSteps(tour: TourId): DriveStep[] {
  const texts: Record<string, StepText> = tourStrings.steps[tour];
  return tourSteps(tour).map((step) => ({
    element: tourTargetSelector(step.target),
    waitForElement: WAIT_FOR_TARGET_MS,
    popover: { title: texts[step.id]?.title, description: texts[step.id]?.description },
  }));
}
