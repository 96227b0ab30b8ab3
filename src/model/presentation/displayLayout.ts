/**
 * What each presentation sub-mode shows (spec 3 section 3; issue 25). Video: the video large over the
 * map (the presenter's screen for a room); VideoMap and Standalone: the map with the video in a corner;
 * Observer: the map only, moved by the presenter; VideoObserver: the map and a video that follows the
 * presenter's time; Navigator: the map and the list of steps, the presenter's step marked. Only a
 * display that drives its own replay has the play, seek and step controls.
 */
import { SUB_MODE, type SubMode } from './constants';
import { displayRole } from './follow';

export interface DisplayLayout {
  /** none: no media element at all (the replay runs on a clock of its own). */
  media: 'none' | 'corner' | 'maximised';
  /** The replay controls; a follower shows where its leader is instead. */
  controls: boolean;
  /** The presentation's steps listed beside the map. */
  stepList: boolean;
}

export function displayLayout(subMode: SubMode): DisplayLayout {
  const follower = displayRole(subMode, false) === 'follower';
  const media =
    subMode === SUB_MODE.VIDEO
      ? 'maximised'
      : subMode === SUB_MODE.OBSERVER || subMode === SUB_MODE.NAVIGATOR
        ? 'none'
        : 'corner';
  return { media, controls: !follower, stepList: subMode === SUB_MODE.NAVIGATOR };
}
