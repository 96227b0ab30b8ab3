import { initialsOf, memberColour } from './memberLook';

/**
 * What each live-edit member shows the others (spec 2 section 3: presence carries user name, id and
 * current node), carried by y-websocket awareness at `/collab/<mapId>-<sessionId>`. Ephemeral: never
 * stored, never part of the map.
 */
export interface PresenceState {
  userId: string;
  name: string;
  initials: string;
  /** The member's colour on the canvas and on their chip (hex `#rrggbb`). */
  colour: string;
  /** The node the member stands on (the last one they selected), or null. */
  currentNodeId: string | null;
  selection: string[];
}

/** One connected member as the others see them: awareness gives each connection its own client id. */
export interface PresenceMember extends PresenceState {
  clientId: number;
}

/** A member's presence with this selection: the node they stand on is the last one they selected. */
export function presenceOf(
  member: { userId: string; name: string; initials?: string },
  selection: string[] = [],
): PresenceState {
  return {
    userId: member.userId,
    name: member.name,
    initials: member.initials ?? initialsOf(member.name),
    colour: memberColour(member.userId),
    currentNodeId: selection.at(-1) ?? null,
    selection,
  };
}
