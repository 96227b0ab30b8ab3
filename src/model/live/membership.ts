/**
 * Where a user stands in a map's live session (spec 2 section 4, "Live edit": membership none,
 * available, viewing, editing), and who may do what in it. Pure rules, read by the server that
 * enforces them and by the screen that offers them.
 */
import type { LiveSessionInfo } from './protocol';

export type LiveMembership = 'none' | 'available' | 'viewing' | 'editing';

/** `none`: no session; `available`: one is open and the user is not in it; else their part in it. */
export function membershipOf(session: LiveSessionInfo | null, userId: string): LiveMembership {
  if (session === null) return 'none';
  if (!session.members.some((member) => member.userId === userId)) return 'available';
  return session.editorIds.includes(userId) ? 'editing' : 'viewing';
}

export function isLiveOwner(session: LiveSessionInfo | null, userId: string): boolean {
  return session?.ownerId === userId;
}
