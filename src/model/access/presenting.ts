/**
 * Who may drive a map's presentation room (issue 25, remote displays): only its presenter. A facilitator
 * runs a class's presentations without editing the map, so presenting needs the facilitator right, which
 * edit and admin include (spec 3 section 5.6), not edit rights.
 */
import type { AccessRight } from '../map/constants';
import { satisfiesAccessRight } from './accessRights';

/** The least right a presenter holds on the map. */
export const PRESENTER_RIGHT: AccessRight = 'facilitator';

/** Whether a user with these rights on a map may send its room actions and replay statuses. */
export function canPresent(rights: { accessRight: AccessRight }): boolean {
  return satisfiesAccessRight(rights.accessRight, PRESENTER_RIGHT);
}
