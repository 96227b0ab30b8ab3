/** Presence members for the live area's tests. */
import type { PresenceMember } from '../../src/model/live/presence';

/** A member with initials from their name's words, a dark green colour and nothing selected. */
export function member(
  clientId: number,
  userId: string,
  name: string,
  fields: Partial<PresenceMember> = {},
): PresenceMember {
  return {
    clientId,
    userId,
    name,
    initials: name
      .split(' ')
      .map((word) => word[0])
      .join(''),
    colour: '#22543d',
    currentNodeId: null,
    selection: [],
    ...fields,
  };
}
