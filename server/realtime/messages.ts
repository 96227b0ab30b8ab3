/** Texts the realtime channels answer with (the sign-in one is the accounts area's, spec 1 section 8). */
export const REALTIME_MESSAGES = {
  foreignOrigin: 'Connections from other sites are not allowed.',
  badMapId: 'A map id is needed.',
  badEdit: 'An edit needs an op id, the revision it was made on and an action.',
  notFollowing: 'Follow the map first.',
  serverError: 'Server error.',
  badRoom: 'The room name must be a map id and a session id joined by a hyphen.',
  tooManyRooms: 'Too many collaboration rooms are open. Please try again later.',
  roomFull: 'This collaboration room is full.',
  roomTooLarge: 'The shared document grew over its limit; the room was closed.',
} as const;
