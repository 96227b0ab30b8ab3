import { ACTION_MODE } from '../../src/model/presentation/constants.ts';
import { REMOTE_ACTION_MAX_CHARS } from '../../src/model/presentation/remote.ts';

/** Texts the realtime channels answer with (the sign-in one is the accounts area's, spec 1 section 8). */
export const REALTIME_MESSAGES = {
  foreignOrigin: 'Connections from other sites are not allowed.',
  badMapId: 'A map id is needed.',
  badEdit: 'An edit needs an op id, the revision it was made on and an action.',
  notFollowing: 'Follow the map first.',
  serverError: 'Server error.',
  notPresenter: 'Only the presenter can drive this presentation.',
  badReplayStatus:
    'A replay status needs a presentation id, a status (PLAYING, PAUSED or STOPPED), a timestamp in ' +
    'milliseconds (0 or more) and a step index (a whole number, 0 or more).',
  badAction:
    `A presentation action needs a presentation id, an action mode (${Object.values(ACTION_MODE).join(', ')}) ` +
    `and a step with a type, at most ${REMOTE_ACTION_MAX_CHARS} characters long.`,
  badStatusRequest: 'A status request names a map, and may name a presentation by its id.',
  badRoom: 'The room name must be a map id and a session id joined by a hyphen.',
  tooManyRooms: 'Too many collaboration rooms are open. Please try again later.',
  roomFull: 'This collaboration room is full.',
  roomTooLarge: 'The shared document grew over its limit; the room was closed.',
} as const;
