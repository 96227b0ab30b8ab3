import { describe, expect, it } from 'vitest';
import { TOURS } from './tours';
import { newMapRouteState, tutorialEntries, tutorialFromRouteState, tutorialsNotDone } from './tutorials';

describe('tutorial entries and badge', () => {
  it('lists the three tours in the menu’s order, none done for a new user', () => {
    expect(tutorialEntries([])).toEqual([
      { tour: 'newMap', done: false },
      { tour: 'toolbar', done: false },
      { tour: 'contentEditor', done: false },
    ]);
    expect(tutorialsNotDone([])).toBe(3);
  });

  it('marks a tour done by its flag and counts only the three tours', () => {
    const flags = ['ShownNewMapInteractive', 'ShownGettingStarted', 'ShownPresentationCreationIntro'];
    expect(tutorialEntries(flags).map((entry) => entry.done)).toEqual([true, false, false]);
    expect(tutorialsNotDone(flags)).toBe(2);
    expect(tutorialsNotDone(Object.values(TOURS).map((tour) => tour.flag))).toBe(0);
  });
});

describe('the tutorial in router state', () => {
  it('reads a known tour and nothing else', () => {
    expect(tutorialFromRouteState({ tutorial: 'toolbar' })).toBe('toolbar');
    expect(tutorialFromRouteState({ tutorial: 'toString' })).toBeNull();
    expect(tutorialFromRouteState({ tutorial: true })).toBeNull();
    expect(tutorialFromRouteState(null)).toBeNull();
    expect(tutorialFromRouteState(undefined)).toBeNull();
  });

  it('starts Your New Map on a new map until the user has done it', () => {
    expect(newMapRouteState([])).toEqual({ tutorial: 'newMap' });
    expect(tutorialFromRouteState(newMapRouteState(['ToolbarInteractive']))).toBe('newMap');
    expect(newMapRouteState(['ShownNewMapInteractive'])).toBeUndefined();
  });
});
