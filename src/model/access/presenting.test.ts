import { describe, expect, it } from 'vitest';
import { ACCESS_RIGHTS } from '../map/constants';
import { mapAccessRights } from './accessRights';
import { canPresent } from './presenting';

describe('canPresent', () => {
  it('lets facilitators, editors and admins drive a presentation, not viewers or users without rights', () => {
    const presenters = ACCESS_RIGHTS.filter((accessRight) => canPresent({ accessRight }));
    expect(presenters).toEqual(['facilitator', 'edit', 'admin']);
  });

  it('does not need edit rights: a facilitator presents a map they cannot edit', () => {
    const facilitator = mapAccessRights('facilitator');
    expect(facilitator.hasEditRights).toBe(false);
    expect(canPresent(facilitator)).toBe(true);
  });
});
