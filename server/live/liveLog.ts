/**
 * The database side of live edit (issue 24): a map's open session, its members, and the operation log.
 * Revisions are the log's primary key with the session, so of two processes that sequence the same
 * revision exactly one stores it; the other learns it is behind (`RevisionTaken`) and catches up.
 */
import { type Kysely, sql } from 'kysely';
import type { DocumentAction } from '../../src/model/actions/types.ts';
import type { LiveMember, LiveOp } from '../../src/model/live/protocol.ts';
import { isForeignKeyViolation, isUniqueViolation, violatedConstraint } from '../db/errors.ts';
import { json } from '../db/json.ts';
import type { Tables } from '../db/tables.ts';

type Db = Kysely<Tables>;

export interface StoredSession {
  mapId: string;
  sessionId: string;
  ownerId: string;
  editorIds: string[];
  snapshot: Record<string, unknown>;
  snapshotRev: number;
}

/** An op as logged: with the action that undoes it, which only its own author may send back. */
export interface LoggedOp extends LiveOp {
  inverse: DocumentAction;
}

/** The session ended (stopped, its map deleted) before these ops could be stored. */
export class SessionEnded extends Error {
  constructor() {
    super('live edit: the session has ended');
  }
}

/** Another process stored one of these revisions first. */
export class RevisionTaken extends Error {
  constructor() {
    super('live edit: revision already taken');
  }
}

/** One of these op ids is in the log already (an edit resent long after it was stored). */
export class OpIdTaken extends Error {
  constructor() {
    super('live edit: op id already stored');
  }
}

export async function findSession(db: Db, mapId: string): Promise<StoredSession | null> {
  const row = await db
    .selectFrom('liveSessions')
    .select(['mapId', 'sessionId', 'ownerId', 'editorIds', 'snapshot', 'snapshotRev'])
    .where('mapId', '=', mapId)
    .executeTakeFirst();
  return row ?? null;
}

/** Opens a session; answers the one already open when another request opened it first. */
export async function insertSession(db: Db, session: StoredSession): Promise<StoredSession> {
  try {
    await db
      .insertInto('liveSessions')
      .values({
        mapId: session.mapId,
        sessionId: session.sessionId,
        ownerId: session.ownerId,
        editorIds: json(session.editorIds),
        snapshot: json(session.snapshot),
        snapshotRev: session.snapshotRev,
      })
      .execute();
    return session;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const open = await findSession(db, session.mapId);
    if (!open) throw error;
    return open;
  }
}

/** The last revision of the session saved as the map's version (0: none yet). */
export async function checkpointRevOf(db: Db, sessionId: string): Promise<number> {
  const row = await db
    .selectFrom('liveSessions')
    .select('checkpointRev')
    .where('sessionId', '=', sessionId)
    .executeTakeFirst();
  return row?.checkpointRev ?? 0;
}

/** The session's document up to `rev` is saved as the map's version (a checkpoint, by any process). */
export async function recordCheckpoint(db: Db, sessionId: string, rev: number): Promise<void> {
  await db
    .updateTable('liveSessions')
    .set({ checkpointRev: rev })
    .where('sessionId', '=', sessionId)
    .where('checkpointRev', '<', rev)
    .execute();
}

/**
 * Ends the session unless the log holds ops after `savedRev`, which answers false: save them, then try
 * again. The check and the delete hold the session's row, and storing an op takes a share of that row
 * (its foreign key), so no op is stored between them: one under way is waited for and counted, one after
 * finds the session gone (`SessionEnded`) and is refused, never acknowledged and lost.
 */
export async function endSessionIfSaved(db: Db, sessionId: string, savedRev: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const held = await trx
      .selectFrom('liveSessions')
      .select('sessionId')
      .where('sessionId', '=', sessionId)
      .forUpdate()
      .executeTakeFirst();
    if (!held) return true;
    const unsaved = await trx
      .selectFrom('liveOps')
      .select('rev')
      .where('sessionId', '=', sessionId)
      .where('rev', '>', savedRev)
      .limit(1)
      .executeTakeFirst();
    if (unsaved) return false;
    await trx.deleteFrom('liveSessions').where('sessionId', '=', sessionId).execute();
    return true;
  });
}

/**
 * Gives the member edit or takes it back, in one statement on the stored list (two processes giving and
 * taking at once each keep the other's change); answers the editors now, or null when the session is gone.
 */
export async function setEditing(
  db: Db,
  sessionId: string,
  userId: string,
  editing: boolean,
): Promise<string[] | null> {
  const row = await db
    .updateTable('liveSessions')
    .set({
      editorIds: editing
        ? sql`(editor_ids - ${userId}::text) || jsonb_build_array(${userId}::text)`
        : sql`editor_ids - ${userId}::text`,
    })
    .where('sessionId', '=', sessionId)
    .returning('editorIds')
    .executeTakeFirst();
  return row ? row.editorIds : null;
}

export async function saveSnapshot(
  db: Db,
  sessionId: string,
  snapshot: Record<string, unknown>,
  rev: number,
): Promise<void> {
  await db
    .updateTable('liveSessions')
    .set({ snapshot: json(snapshot), snapshotRev: rev })
    .where('sessionId', '=', sessionId)
    .where('snapshotRev', '<', rev)
    .execute();
}

/** Stores ops in one statement, or throws (`RevisionTaken`, `OpIdTaken`, `SessionEnded`) and stores none. */
export async function appendOps(db: Db, sessionId: string, ops: readonly LoggedOp[]): Promise<void> {
  if (ops.length === 0) return;
  try {
    await db
      .insertInto('liveOps')
      .values(
        ops.map((op) => ({
          sessionId,
          rev: op.rev,
          opId: op.opId,
          actorId: op.actorId,
          action: json(op.action),
          inverse: json(op.inverse),
        })),
      )
      .execute();
  } catch (error) {
    const constraint = violatedConstraint(error);
    // Another process stored these revisions first; or an op id is sent again after the server forgot it.
    if (constraint === 'live_ops_pkey') throw new RevisionTaken();
    if (constraint === 'live_ops_op_id') throw new OpIdTaken();
    if (isForeignKeyViolation(error)) throw new SessionEnded();
    throw error;
  }
}

/** The ops after `rev`, in order. */
export async function opsAfter(db: Db, sessionId: string, rev: number): Promise<LoggedOp[]> {
  const rows = await db
    .selectFrom('liveOps')
    .select(OP_COLUMNS)
    .where('sessionId', '=', sessionId)
    .where('rev', '>', rev)
    .orderBy('rev')
    .execute();
  return rows.map(loggedOp);
}

/** One op by its sender's id (a resent edit, or the edit an undo names). */
export async function findOp(db: Db, sessionId: string, opId: string): Promise<LoggedOp | null> {
  const row = await db
    .selectFrom('liveOps')
    .select(OP_COLUMNS)
    .where('sessionId', '=', sessionId)
    .where('opId', '=', opId)
    .executeTakeFirst();
  return row ? loggedOp(row) : null;
}

/** The stored ops among these op ids. */
export async function opsWithIds(db: Db, sessionId: string, opIds: readonly string[]): Promise<LoggedOp[]> {
  if (opIds.length === 0) return [];
  const rows = await db
    .selectFrom('liveOps')
    .select(OP_COLUMNS)
    .where('sessionId', '=', sessionId)
    .where('opId', 'in', opIds)
    .execute();
  return rows.map(loggedOp);
}

const OP_COLUMNS = ['rev', 'opId', 'actorId', 'action', 'inverse'] as const;

/** Actions in the log were checked before they were stored. */
function loggedOp(row: {
  rev: number;
  opId: string;
  actorId: string;
  action: Record<string, unknown>;
  inverse: Record<string, unknown>;
}): LoggedOp {
  const { action, inverse, ...op } = row;
  return {
    ...op,
    action: action as unknown as DocumentAction,
    inverse: inverse as unknown as DocumentAction,
  };
}

// Members -----------------------------------------------------------------------------------------------

/** Counts one more connection of the member (a second tab, another process). */
export async function addMember(db: Db, sessionId: string, member: LiveMember): Promise<void> {
  await db.updateTable('liveSessions').set({ idleSince: null }).where('sessionId', '=', sessionId).execute();
  await db
    .insertInto('liveMembers')
    .values({ sessionId, ...member, connections: 1 })
    .onConflict((conflict) =>
      conflict.columns(['sessionId', 'userId']).doUpdateSet((eb) => ({
        connections: eb('liveMembers.connections', '+', 1),
      })),
    )
    .execute();
}

/** Counts one connection less; the member leaves with their last. Answers whether they left. */
export async function removeMember(db: Db, sessionId: string, userId: string): Promise<boolean> {
  const row = await db
    .updateTable('liveMembers')
    .set((eb) => ({ connections: eb('connections', '-', 1) }))
    .where('sessionId', '=', sessionId)
    .where('userId', '=', userId)
    .returning('connections')
    .executeTakeFirst();
  if (!row || row.connections > 0) return false;
  await db
    .deleteFrom('liveMembers')
    .where('sessionId', '=', sessionId)
    .where('userId', '=', userId)
    .where('connections', '<=', 0)
    .execute();
  await markIdleIfEmpty(db, sessionId);
  return true;
}

/** The session is left by everyone (from now), unless a member is still in it. */
async function markIdleIfEmpty(db: Db, sessionId: string): Promise<void> {
  await db
    .updateTable('liveSessions')
    .set({ idleSince: sql<Date>`now()` })
    .where('sessionId', '=', sessionId)
    .where('idleSince', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('liveMembers').select('userId').where('liveMembers.sessionId', '=', sessionId))),
    )
    .execute();
}

/**
 * Forgets every member (a lone server starting: whoever was connected before is gone) and marks every
 * session left from now, so one nobody comes back to ends in its time.
 */
export async function forgetAllMembers(db: Db): Promise<void> {
  await db.deleteFrom('liveMembers').execute();
  await db
    .updateTable('liveSessions')
    .set({ idleSince: sql<Date>`now()` })
    .where('idleSince', 'is', null)
    .execute();
}

/** The maps whose session nobody has been in for `idleMs` or more. */
export async function abandonedSessions(db: Db, idleMs: number): Promise<string[]> {
  const rows = await db
    .selectFrom('liveSessions')
    .select('mapId')
    .where('idleSince', '<=', sql<Date>`now() - make_interval(secs => ${idleMs / 1000})`)
    .execute();
  return rows.map((row) => row.mapId);
}

export async function membersOf(db: Db, sessionId: string): Promise<LiveMember[]> {
  return db
    .selectFrom('liveMembers')
    .select(['userId', 'name', 'initials'])
    .where('sessionId', '=', sessionId)
    .orderBy('joinedAt')
    .execute();
}
