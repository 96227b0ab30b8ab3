/** Access-right inclusion (spec 3 section 5.6): each right is satisfied by itself and every right above it. */
import { ACCESS_RIGHTS, type AccessRight } from '../map/constants';

const rank = (right: AccessRight): number => ACCESS_RIGHTS.indexOf(right);

/**
 * Whether a user holding `held` may do what needs `required`: view by view, facilitator, edit or admin;
 * facilitator by facilitator, edit or admin; edit by edit or admin; admin only by admin; none always.
 */
export function satisfiesAccessRight(held: AccessRight, required: AccessRight): boolean {
  return rank(held) >= rank(required);
}

/** A user's rights on a map as the server answers them with the map (spec 2 section 6). */
export interface MapAccessRights {
  accessRight: AccessRight;
  hasEditRights: boolean;
  hasShareRights: boolean;
}

/** The flags an access right gives: edit rights from edit up, share rights to admins (owners) only. */
export function mapAccessRights(accessRight: AccessRight): MapAccessRights {
  return {
    accessRight,
    hasEditRights: satisfiesAccessRight(accessRight, 'edit'),
    hasShareRights: accessRight === 'admin',
  };
}
