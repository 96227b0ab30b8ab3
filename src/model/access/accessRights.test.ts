import { describe, expect, it } from 'vitest';
import { ACCESS_RIGHTS, type AccessRight } from '../map/constants';
import { mapAccessRights, satisfiesAccessRight } from './accessRights';

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

describe('mapAccessRights', () => {
  it('gives edit rights from edit up and share rights to admins only', () => {
    expect(ACCESS_RIGHTS.map(mapAccessRights)).toEqual([
      { accessRight: 'none', hasEditRights: false, hasShareRights: false },
      { accessRight: 'view', hasEditRights: false, hasShareRights: false },
      { accessRight: 'facilitator', hasEditRights: false, hasShareRights: false },
      { accessRight: 'edit', hasEditRights: true, hasShareRights: false },
      { accessRight: 'admin', hasEditRights: true, hasShareRights: true },
    ]);
  });
});
