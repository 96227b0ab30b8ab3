/**
 * The live-edit channel (spec 2 sections 4 and 7, spec 3 section 7): events on the realtime socket
 * (`/smartremote`), named as the spec names them: join, leave, give, rescind, start, stop, initial
 * actions, request initial actions and edit, with `mapUpdated` for a newer saved version. The server
 * sequences every edit (DESIGN.md, "Live edit"): it gives each accepted one the next revision of the
 * session and sends it to every member, the sender included, in revision order.
 */
import type { DocumentAction } from '../actions/types';

/** Who is in a live session, as the others see them (spec 2 section 3: userId, initials). */
export interface LiveMember {
  userId: string;
  name: string;
  initials: string;
}

/** A live session on one map, as every member sees it. */
export interface LiveSessionInfo {
  mapId: string;
  sessionId: string;
  /** Who started it: gives and rescinds edit, stops it. */
  ownerId: string;
  /** Who may edit now: the owner, and whoever the owner gave edit to. */
  editorIds: string[];
  members: LiveMember[];
}

/** An edit a member sends: a document action only, never selection, level or camera. */
export interface LiveEdit {
  mapId: string;
  /** The session it was made in: an edit of an ended session never enters the next one. */
  sessionId?: string;
  /** The sender's id for it, unique in the session: a resent edit is applied once. */
  opId: string;
  /** The last revision the sender had seen when it made the edit. */
  baseRev: number;
  action: DocumentAction;
  /** For an action that only undoes another (restoring deleted nodes…): the op it undoes, the sender's own. */
  undoes?: string;
}

/** An edit the server accepted: the session's `rev`-th change, sent to every member. */
export interface LiveOp {
  rev: number;
  opId: string;
  actorId: string;
  action: DocumentAction;
}

/** What a joining (or catching-up) member receives: the document at `rev` and the ops after it. */
export interface InitialActions {
  mapId: string;
  session: LiveSessionInfo;
  /** The stored form of the map at `baseRev` (absent when only ops after the member's own rev are sent). */
  document?: Record<string, unknown>;
  baseRev: number;
  actions: LiveOp[];
}

export type LiveRefusalCode =
  | 'BAD_USER_INPUT'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'INTERNAL_SERVER_ERROR';

/** What a live-edit request is answered: done (with what the request asked for), or why not. */
export type LiveAnswer<Value = Record<never, never>> =
  | ({ ok: true } & Value)
  | { ok: false; code: LiveRefusalCode | 'UNAUTHENTICATED' | 'TOO_MANY_REQUESTS'; message: string };

export interface CatchUpRequest {
  mapId: string;
  sinceRev?: number;
  sessionId?: string;
}

type Ack<Value = Record<never, never>> = (answer: LiveAnswer<Value>) => void;

export interface LiveClientEvents {
  /** Starts a session on the map (share rights), or answers the one already open. */
  start: (payload: { mapId: string }, ack: Ack<{ session: LiveSessionInfo }>) => void;
  /**
   * Joins the map's session; `sinceRev` asks only for the ops after it (a reconnect), in `sessionId` when
   * given: a member coming back to a session that has been replaced meanwhile gets the new one whole.
   */
  join: (payload: CatchUpRequest, ack: Ack<InitialActions>) => void;
  requestInitialActions: (payload: CatchUpRequest, ack: Ack<InitialActions>) => void;
  leave: (payload: { mapId: string }, ack?: Ack) => void;
  edit: (payload: LiveEdit, ack: Ack<{ rev: number }>) => void;
  give: (payload: { mapId: string; userId: string }, ack: Ack) => void;
  rescind: (payload: { mapId: string; userId: string }, ack: Ack) => void;
  /** Saves the live document as the map's new version (Ctrl+S in a live session). */
  checkpoint: (payload: { mapId: string }, ack: Ack<{ version: number; updated: string }>) => void;
  stop: (payload: { mapId: string }, ack: Ack) => void;
}

/** A newer stored version of a map (`mapUpdated`: a save, a rename, a live checkpoint). */
export interface MapUpdate {
  mapId: string;
  version: number;
  updated: string;
}

export interface LiveServerEvents {
  start: (payload: { mapId: string; session: LiveSessionInfo }) => void;
  stop: (payload: { mapId: string; sessionId: string }) => void;
  /** The session's members or editors changed (join, leave, give, rescind). */
  join: (payload: { mapId: string; session: LiveSessionInfo; userId: string }) => void;
  leave: (payload: { mapId: string; session: LiveSessionInfo; userId: string }) => void;
  give: (payload: { mapId: string; session: LiveSessionInfo; userId: string }) => void;
  rescind: (payload: { mapId: string; session: LiveSessionInfo; userId: string }) => void;
  /** The ops one write stored, in revision order (one message for all of them: fewer writes to each member). */
  edit: (payload: { mapId: string; sessionId: string; ops: LiveOp[] }) => void;
  /** A newer version of the map was saved (a checkpoint, or a save elsewhere). */
  mapUpdated: (payload: MapUpdate) => void;
}
