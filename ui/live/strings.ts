/** Texts of live edit's presence (spec 2 section 4, live edit): the members' chips in the map header. */
export const liveStrings = {
  /** The chips' list, for screen readers. */
  members: 'Members in this live session',
  /** A member's role in the session (spec 2 section 4: viewing or editing). */
  role: (editing: boolean) => (editing ? 'editing' : 'viewing'),
  /** A chip's tooltip, and what a screen reader reads of it. */
  member: (name: string, editing: boolean) => `${name} (${liveStrings.role(editing)})`,
  /** The chip counting the members not shown. */
  more: (count: number) => `+${count}`,
  moreLabel: (count: number, names: string) =>
    `${count} more ${count === 1 ? 'member' : 'members'}: ${names}`,
} as const;

/** Texts of the live session's bar in the map header (spec 2 section 4, "Live edit"). */
export const liveSessionStrings = {
  barLabel: 'Live session',
  connecting: 'Connecting to the live session…',
  reconnecting: 'Connection lost: reconnecting…',
  none: 'No live session on this map.',
  noneAskOwner: 'No live session on this map. Its owner can start one.',
  ended: 'The live session has ended.',
  membership: {
    none: 'Not in a live session',
    available: 'Live session open',
    viewing: 'Viewing',
    editing: 'Editing',
  },
  start: 'Start live session',
  stop: 'End live session',
  stopConfirmTitle: 'End the live session?',
  stopConfirmText: 'The map is saved as it is now, and every member goes back to review.',
  members: 'Members',
  noOtherMembers: 'Nobody else has joined yet.',
  give: (name: string) => `Let ${name} edit`,
  rescind: (name: string) => `Take edit back from ${name}`,
  owner: 'started the session',
  unsynced: (count: number) => `${count} ${count === 1 ? 'change' : 'changes'} not yet in the session`,
  unsyncedLeave: 'Your latest changes have not reached the live session yet.',
} as const;
