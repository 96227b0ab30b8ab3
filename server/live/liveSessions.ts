/**
 * Live sessions (spec 2 section 4, "Live edit"; issue 24): starting, joining, leaving, giving and
 * rescinding edit, edits, checkpoints and stopping, each checked against the user's rights on the map and
 * their part in the session. A session's state is the database's; each process keeps the sessions its
 * members use open in memory (a sequencer each) and hears of other processes' changes (`refresh`).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { newId } from '../../src/model/ids.ts';
import { initialsOf } from '../../src/model/live/memberLook.ts';
import { LIVE_MESSAGES } from '../../src/model/live/messages.ts';
import type { InitialActions, LiveEdit, LiveOp, LiveSessionInfo } from '../../src/model/live/protocol.ts';
import { loadMap } from '../../src/model/map/load.ts';
import type { Tables } from '../db/tables.ts';
import { badInput, conflict, forbidden, notFound } from '../errors.ts';
import { loadMapDocument, loadMapRecord } from '../maps/document.ts';
import { canEdit, mapOwnerOf, requireViewRights } from '../maps/rights.ts';
import { type SaveLimits, saveMap } from '../maps/save.ts';
import {
  abandonedSessions,
  addMember,
  checkpointRevOf,
  endSessionIfSaved,
  findSession,
  forgetAllMembers,
  insertSession,
  membersOf,
  opsAfter,
  recordCheckpoint,
  removeMember,
  type StoredSession,
  setEditing,
} from './liveLog.ts';
import { LiveSequencer, storedSnapshot } from './sequencer.ts';

type Db = Kysely<Tables>;

/** Rounds of saving a stop makes while members' edits keep arriving, before it asks to be tried again. */
const STOP_ROUNDS = 5;
/** A session nobody has been in for this long ends (saved first): its owner left without stopping it. */
export const LIVE_IDLE_END_MS = 10 * 60_000;
/** How often each process looks for such sessions. */
const IDLE_SWEEP_MS = 60_000;

/** How the service tells the members (and the other processes) what happened: the socket layer's job. */
export interface LiveBroadcast {
  edits(mapId: string, sessionId: string, ops: LiveOp[]): void;
  membership(event: 'join' | 'leave' | 'give' | 'rescind', session: LiveSessionInfo, userId: string): void;
  started(session: LiveSessionInfo): void;
  stopped(mapId: string, sessionId: string): void;
  mapUpdated(mapId: string, version: number, updated: string): void;
  /** Other processes should read the map's session again (its editors changed, or it ended). */
  changed(mapId: string): void;
}

/** Where a member says they are in the session: the last revision they took, in which session. */
export interface LiveSince {
  rev: number;
  sessionId?: string;
}

interface OpenSession {
  stored: StoredSession;
  sequencer: LiveSequencer;
}

export class LiveSessions {
  private readonly open = new Map<string, Promise<OpenSession | null>>();

  constructor(
    private readonly db: Db,
    private readonly limits: SaveLimits,
    private readonly broadcast: LiveBroadcast,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** A presence room (`/collab/<mapId>-<sessionId>`) is open only for the map's open live session. */
  async admitPresence(_userId: string, mapId: string, sessionId: string): Promise<void> {
    const session = await this.session(mapId);
    if (session?.stored.sessionId !== sessionId) throw notFound(LIVE_MESSAGES.noSession);
  }

  /** Starts a live session on the map with its stored version as the base (share rights). */
  async start(userId: string, mapId: string): Promise<LiveSessionInfo> {
    const { documentText, hasShareRights } = await loadMapDocument(this.db, userId, mapId);
    if (!hasShareRights) throw forbidden(LIVE_MESSAGES.startNeedsShare);
    const existing = await this.session(mapId);
    if (existing) return this.info(existing.stored);
    const sessionId = newId();
    const stored = await insertSession(this.db, {
      mapId,
      sessionId,
      ownerId: userId,
      editorIds: [userId],
      snapshot: JSON.parse(documentText) as Record<string, unknown>,
      snapshotRev: 0,
    });
    // The new session replaces whatever this process held for the map (a lookup that found none).
    this.open.set(mapId, this.load(mapId));
    const info = await this.info(stored);
    // Another request (on any process) may have started one first: it told the members itself.
    if (stored.sessionId === sessionId) {
      this.broadcast.started(info);
      this.broadcast.changed(mapId);
    }
    return info;
  }

  /**
   * Joins the session (view rights on the map). A member who says which revision they have gets the ops
   * after it while the server still holds them; anyone else gets the document as it is now.
   */
  async join(userId: string, mapId: string, since?: LiveSince): Promise<InitialActions> {
    await requireViewRights(this.db, userId, mapId);
    const session = await this.requireSession(mapId);
    await addMember(this.db, session.stored.sessionId, await this.memberOf(userId));
    const initial = await this.initialActions(session, since);
    this.broadcast.membership('join', initial.session, userId);
    return initial;
  }

  /** What a member missed (request initial actions), without joining again. */
  async catchUp(userId: string, mapId: string, since?: LiveSince): Promise<InitialActions> {
    await requireViewRights(this.db, userId, mapId);
    return this.initialActions(await this.requireSession(mapId), since);
  }

  /** One connection of the member leaves; with their last they leave the session. */
  async leave(userId: string, mapId: string): Promise<void> {
    const session = await this.session(mapId);
    if (!session) return;
    if (!(await removeMember(this.db, session.stored.sessionId, userId))) return;
    this.broadcast.membership('leave', await this.info(session.stored), userId);
  }

  /**
   * Queues an edit from a member holding edit, and answers once it is queued (so one member's edits keep
   * their order) with what will tell its revision once it is stored, or reject with the refusal.
   */
  async edit(userId: string, edit: LiveEdit): Promise<{ stored: Promise<{ rev: number }> }> {
    const session = await this.requireSession(edit.mapId);
    if (edit.sessionId !== undefined && edit.sessionId !== session.stored.sessionId)
      throw conflict(LIVE_MESSAGES.otherSession);
    await this.requireEditor(session, userId);
    const stored = session.sequencer.submit(edit, userId).then((answer) => {
      if (answer.ok) return { rev: answer.rev };
      if (answer.code === 'BAD_USER_INPUT') throw badInput(answer.message);
      if (answer.code === 'CONFLICT') throw conflict(answer.message);
      throw new Error(answer.message);
    });
    return { stored };
  }

  /** The owner gives a member edit (several may edit at once) or takes it back. */
  async setEditing(ownerId: string, mapId: string, userId: string, editing: boolean): Promise<void> {
    const session = await this.requireSession(mapId);
    const { stored } = session;
    if (stored.ownerId !== ownerId) throw forbidden(LIVE_MESSAGES.ownerOnly);
    if (userId === stored.ownerId) throw forbidden(LIVE_MESSAGES.ownerKeepsEdit);
    const members = await membersOf(this.db, stored.sessionId);
    if (editing && !members.some((member) => member.userId === userId))
      throw notFound(LIVE_MESSAGES.noSuchMember);
    const editorIds = await setEditing(this.db, stored.sessionId, userId, editing);
    if (editorIds === null) throw notFound(LIVE_MESSAGES.noSession);
    stored.editorIds = editorIds;
    this.broadcast.membership(editing ? 'give' : 'rescind', await this.info(stored), userId);
    this.broadcast.changed(mapId);
  }

  /** Saves the live document as the map's new version (an editor's Ctrl+S); viewers elsewhere hear of it. */
  async checkpoint(userId: string, mapId: string): Promise<{ version: number; updated: string }> {
    const session = await this.requireSession(mapId);
    await this.requireEditor(session, userId);
    const { version, updated } = await this.saveVersion(session);
    return { version, updated };
  }

  /** Ends the session (its owner): see `end`. */
  async stop(userId: string, mapId: string): Promise<void> {
    const session = await this.requireSession(mapId);
    if (session.stored.ownerId !== userId) throw forbidden(LIVE_MESSAGES.ownerOnly);
    await this.end(session);
  }

  /**
   * Ends abandoned sessions every so often (`endAbandoned`). A process alone with its database first
   * forgets the members its predecessor left (it stopped without their leaving, or died). Answers how to
   * stop, once a sweep under way is done.
   */
  keepTidy(alone: boolean): () => Promise<void> {
    let sweeping: Promise<void> = alone ? forgetAllMembers(this.db) : Promise.resolve();
    const sweep = () => {
      sweeping = sweeping
        .then(() => this.endAbandoned(LIVE_IDLE_END_MS))
        .catch((error: unknown) => this.log.error({ err: error }, 'live edit: sweeping sessions failed'));
    };
    sweep();
    const timer = setInterval(sweep, IDLE_SWEEP_MS);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await sweeping;
    };
  }

  /**
   * Ends the sessions nobody has been in for `idleMs` (the owner closed the app without stopping): each
   * is saved and ended as a stop would, so no map stays held by a session nobody can reach.
   */
  async endAbandoned(idleMs: number): Promise<void> {
    for (const mapId of await abandonedSessions(this.db, idleMs)) {
      const session = await this.session(mapId);
      if (session) await this.end(session).catch((error: unknown) => this.endFailed(error, mapId));
    }
  }

  /** The user may no longer see the map: the session they started ends (nobody else may stop it). */
  async accessRevoked(mapId: string, userId: string): Promise<void> {
    const session = await this.session(mapId);
    if (session?.stored.ownerId === userId) await this.end(session);
  }

  /**
   * Ends a session: what changed since the last checkpoint is saved first, and the session ends only
   * once nothing acknowledged is left unsaved (an edit stored meanwhile, here or on another process, is
   * saved in another round; one too late is refused).
   */
  private async end(session: OpenSession): Promise<void> {
    const { mapId, sessionId } = session.stored;
    for (let round = 1; ; round++) {
      // saveVersion takes in every process's log first, so the saved version holds what it acknowledged.
      await session.sequencer.catchUp();
      // Saved already up to here (a checkpoint, on any process, before a restart too): not saved again.
      let saved = await checkpointRevOf(this.db, sessionId);
      if (session.sequencer.rev > saved) saved = (await this.saveVersion(session)).rev;
      if (await endSessionIfSaved(this.db, sessionId, saved)) break;
      if (round >= STOP_ROUNDS) throw conflict(LIVE_MESSAGES.stillEditing);
    }
    this.open.delete(mapId);
    this.broadcast.stopped(mapId, sessionId);
    this.broadcast.changed(mapId);
  }

  private endFailed(error: unknown, mapId: string): void {
    this.log.error({ err: error, mapId }, 'live edit: ending an abandoned session failed');
  }

  /**
   * The map's session changed elsewhere (another process gave or took edit, or stopped it; the map was
   * deleted): this process reads it again, and a session that is gone is over for its members here.
   */
  async refresh(mapId: string): Promise<void> {
    const loading = this.open.get(mapId);
    const open = await loading;
    if (!open) return;
    const stored = await findSession(this.db, mapId);
    if (stored?.sessionId === open.stored.sessionId) {
      open.stored.editorIds = stored.editorIds;
      return;
    }
    if (this.open.get(mapId) === loading) this.open.delete(mapId);
    this.broadcast.stopped(mapId, open.stored.sessionId);
  }

  /**
   * Edit given on another process may reach this one's members before word of it does: a user not among
   * the editors known here is looked up once more before being refused.
   */
  private async requireEditor(session: OpenSession, userId: string): Promise<void> {
    if (session.stored.editorIds.includes(userId)) return;
    const stored = await findSession(this.db, session.stored.mapId);
    if (stored?.sessionId === session.stored.sessionId) session.stored.editorIds = stored.editorIds;
    if (!session.stored.editorIds.includes(userId)) throw forbidden(LIVE_MESSAGES.notEditing);
  }

  /** Saves the live document as the map's version; answers it, with the revision it holds. */
  private async saveVersion(
    session: OpenSession,
  ): Promise<{ version: number; updated: string; rev: number }> {
    const { sequencer, stored } = session;
    // Edits stored by other processes too: the saved version holds every acknowledged edit.
    await sequencer.catchUp();
    const rev = sequencer.rev;
    // Saved in the name of the session's owner, or of the map's owner once the session's lost its rights.
    const savedBy = (await canEdit(this.db, stored.ownerId, stored.mapId))
      ? stored.ownerId
      : await mapOwnerOf(this.db, stored.mapId);
    // The live document is the map now: it is saved over whatever version is stored.
    const { version } = await loadMapRecord(this.db, savedBy, stored.mapId);
    const saved = await saveMap(this.db, this.limits, savedBy, {
      mapId: stored.mapId,
      baseVersion: version,
      document: storedSnapshot(sequencer.map),
      liveCheckpoint: true,
    });
    await recordCheckpoint(this.db, stored.sessionId, rev);
    this.broadcast.mapUpdated(stored.mapId, saved.version, saved.updated);
    return { version: saved.version, updated: saved.updated, rev };
  }

  private async initialActions(session: OpenSession, since: LiveSince | undefined): Promise<InitialActions> {
    const { sequencer, stored } = session;
    // A revision of another (ended) session says nothing of this one: the member gets it whole.
    const sinceRev =
      since?.sessionId === undefined || since.sessionId === stored.sessionId ? since?.rev : undefined;
    await sequencer.catchUp();
    const info = await this.info(stored);
    const ops = sinceRev === undefined ? null : sequencer.opsAfter(sinceRev);
    if (ops && sinceRev !== undefined)
      return { mapId: stored.mapId, session: info, baseRev: sinceRev, actions: ops };
    return {
      mapId: stored.mapId,
      session: info,
      document: storedSnapshot(sequencer.map),
      baseRev: sequencer.rev,
      actions: [],
    };
  }

  private async requireSession(mapId: string): Promise<OpenSession> {
    const session = await this.session(mapId);
    if (!session) throw notFound(LIVE_MESSAGES.noSession);
    return session;
  }

  /** The map's open session, loaded once per process from its snapshot and the log after it. */
  private session(mapId: string): Promise<OpenSession | null> {
    let loading = this.open.get(mapId);
    if (!loading) {
      loading = this.load(mapId);
      this.open.set(mapId, loading);
      // A map without a session is asked again next time (another process may start one); only this
      // load is forgotten, never one that replaced it meanwhile (a session just started).
      const forget = () => {
        if (this.open.get(mapId) === loading) this.open.delete(mapId);
      };
      loading.then((session) => session ?? forget(), forget);
    }
    return loading;
  }

  private async load(mapId: string): Promise<OpenSession | null> {
    const stored = await findSession(this.db, mapId);
    if (!stored) return null;
    const sequencer = new LiveSequencer({
      db: this.db,
      sessionId: stored.sessionId,
      document: loadMap(stored.snapshot),
      rev: stored.snapshotRev,
      onCommitted: (ops) => this.broadcast.edits(mapId, stored.sessionId, ops),
      onError: (error) => this.log.error({ err: error, mapId }, 'live edit: storing edits failed'),
    });
    sequencer.replay(await opsAfter(this.db, stored.sessionId, stored.snapshotRev));
    return { stored, sequencer };
  }

  private async info(stored: StoredSession): Promise<LiveSessionInfo> {
    return {
      mapId: stored.mapId,
      sessionId: stored.sessionId,
      ownerId: stored.ownerId,
      editorIds: [...stored.editorIds],
      members: await membersOf(this.db, stored.sessionId),
    };
  }

  private async memberOf(userId: string) {
    const user = await this.db
      .selectFrom('users')
      .select(['username', 'firstName', 'lastName'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const name = `${user.firstName} ${user.lastName}`.trim() || user.username;
    return { userId, name, initials: initialsOf(name) };
  }
}
