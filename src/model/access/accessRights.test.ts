import { describe, expect, it } from 'vitest';
import { ACCESS_RIGHTS, type AccessRight } from '../map/constants';
import { satisfiesAccessRight } from './accessRights';

/** Spec 3 section 5.6, written out in full. */
const SATISFIED_BY: Record<AccessRight, AccessRight[]> = {
  none: ['none', 'view', 'facilitator', 'edit', 'admin'],
  view: ['view', 'facilitator', 'edit', 'admin'],
  facilitator: ['facilitator', 'edit', 'admin'],
  edit: ['edit', 'admin'],
  admin: ['admin'],
};

describe('satisfiesAccessRight', () => {
  for (const required of ACCESS_RIGHTS) {
    for (const held of ACCESS_RIGHTS) {
      const expected = SATISFIED_BY[required].includes(held);
      it(`${required} is ${expected ? '' : 'not '}satisfied by ${held}`, () => {
        expect(satisfiesAccessRight(held, required)).toBe(expected);
      });
    }
  }
});
