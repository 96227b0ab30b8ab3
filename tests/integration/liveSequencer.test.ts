/**
 * The live sequencer and log against the real database (issue 24): what it does with edits the log already
 * holds but its memory no longer does (a resend long after, or after a restart), and how a session ends
 * without losing an acknowledged edit.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendOps, endSessionIfSaved, findSession } from '../../server/live/liveLog';
import { LiveSessions } from '../../server/live/liveSessions';
import { LiveSequencer } from '../../server/live/sequencer';
import { newId } from '../../src/model/ids';
import { LIVE_MESSAGES } from '../../src/model/live/messages';
import { newMapDocument } from '../../src/model/map/newMap';
import { signedInUser } from '../support/accounts';
import { TEST_AUTH_ENV } from '../support/httpClient';
import { createNodeAction, mapWithDocument, openLiveSession, storedVersion } from '../support/live';
import { startTestServer, type TestServer } from '../support/testServer';

describe('the live sequencer', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(TEST_AUTH_ENV);
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('answers an op id already in the log with its revision, and goes on with the rest of the batch', async () => {
    const owner = await signedInUser(t);
    const mapId = await mapWithDocument(t, owner.id, 'Sequenced');
    const sessionId = await openLiveSession(t, mapId, owner.id);
    const db = t.database.db;
    const document = newMapDocument({ id: mapId, name: 'Sequenced' });
    // An edit stored long ago: in the log, not in this sequencer's memory.
    const created = createNodeAction('Old');
    const old = { rev: 1, opId: newId(), actorId: owner.id, action: created, inverse: created };
    await appendOps(db, sessionId, [old]);
    const errors: unknown[] = [];
    const sequencer = new LiveSequencer({
      db,
      sessionId,
      document,
      rev: 1,
      onCommitted: () => {},
      onError: (error) => errors.push(error),
    });

    const [resent, fresh] = await Promise.all([
      sequencer.submit({ opId: old.opId, baseRev: 0, action: createNodeAction('Again') }, owner.id),
      sequencer.submit({ opId: newId(), baseRev: 1, action: createNodeAction('New') }, owner.id),
    ]);
    expect(resent).toEqual({ ok: true, rev: 1 });
    expect(fresh).toEqual({ ok: true, rev: 2 });
    expect(errors).toEqual([]);
    const revs = await db.selectFrom('liveOps').select('rev').where('sessionId', '=', sessionId).execute();
    expect(revs.map((row) => row.rev).sort()).toEqual([1, 2]);
  });

  it('ends a session only once its log holds nothing after the saved revision', async () => {
    const owner = await signedInUser(t);
    const mapId = await mapWithDocument(t, owner.id, 'Stopping');
    const sessionId = await openLiveSession(t, mapId, owner.id);
    const db = t.database.db;
    const created = createNodeAction('Late');
    await appendOps(db, sessionId, [
      { rev: 1, opId: newId(), actorId: owner.id, action: created, inverse: created },
    ]);

    // Saved up to revision 0 while revision 1 was stored: the session stays, to be saved again.
    expect(await endSessionIfSaved(db, sessionId, 0)).toBe(false);
    expect((await findSession(db, mapId))?.sessionId).toBe(sessionId);
    expect(await endSessionIfSaved(db, sessionId, 1)).toBe(true);
    expect(await findSession(db, mapId)).toBeNull();
  });

  it('refuses an edit stored after its session ended, instead of acknowledging it or failing', async () => {
    const owner = await signedInUser(t);
    const mapId = await mapWithDocument(t, owner.id, 'Ended');
    const sessionId = await openLiveSession(t, mapId, owner.id);
    const db = t.database.db;
    const errors: unknown[] = [];
    const sequencer = new LiveSequencer({
      db,
      sessionId,
      document: newMapDocument({ id: mapId, name: 'Ended' }),
      rev: 0,
      onCommitted: () => {},
      onError: (error) => errors.push(error),
    });
    expect(await endSessionIfSaved(db, sessionId, 0)).toBe(true);

    const answer = await sequencer.submit(
      { opId: newId(), baseRev: 0, action: createNodeAction('Too late') },
      owner.id,
    );
    expect(answer).toEqual({ ok: false, code: 'CONFLICT', message: LIVE_MESSAGES.otherSession });
    expect(errors).toEqual([]);
    const stored = await db.selectFrom('liveOps').select('rev').where('sessionId', '=', sessionId).execute();
    expect(stored).toEqual([]);
  });

  // PostgreSQL only: PGlite has one connection, so a transaction held open there stops everything else.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'waits for an edit being stored as a session ends, and keeps the session to save it',
    async () => {
      const owner = await signedInUser(t);
      const mapId = await mapWithDocument(t, owner.id, 'Racing');
      const sessionId = await openLiveSession(t, mapId, owner.id);
      const db = t.database.db;
      const created = createNodeAction('Racing');
      const op = { rev: 1, opId: newId(), actorId: owner.id, action: created, inverse: created };
      // Another process stores an op: written, not yet committed, when the stop checks the log.
      let commit = () => {};
      const committing = new Promise<void>((resolve) => {
        commit = resolve;
      });
      let written = () => {};
      const wrote = new Promise<void>((resolve) => {
        written = resolve;
      });
      const storing = db.transaction().execute(async (trx) => {
        await appendOps(trx, sessionId, [op]);
        written();
        await committing;
      });
      await wrote;
      const ending = endSessionIfSaved(db, sessionId, 0);
      // The stop waits on the session's row until the op's transaction ends.
      await expect
        .poll(async () => {
          const waiting = await sql<{ count: number }>`
            select count(*)::int as count from pg_stat_activity
            where wait_event_type = 'Lock' and datname = current_database()`.execute(db);
          return waiting.rows[0]?.count ?? 0;
        })
        .toBeGreaterThan(0);
      commit();
      await storing;
      expect(await ending).toBe(false);
      expect((await findSession(db, mapId))?.sessionId).toBe(sessionId);
    },
  );

  /** Two processes' services over one database, each holding sessions as it first read them. */
  const twoProcesses = () => {
    const quiet = { edits() {}, membership() {}, started() {}, stopped() {}, mapUpdated() {}, changed() {} };
    const limits = { mapMaxBytes: 1 << 20 };
    return [1, 2].map(() => new LiveSessions(t.database.db, limits, quiet, t.server.app.log)) as [
      LiveSessions,
      LiveSessions,
    ];
  };
  const versionOf = (mapId: string) => storedVersion(t, mapId);

  it('does not save again at the stop what a checkpoint on another process saved', async () => {
    const owner = await signedInUser(t);
    const mapId = await mapWithDocument(t, owner.id, 'Checkpointed');
    const [one, two] = twoProcesses();
    await one.start(owner.id, mapId);
    const { stored } = await one.edit(owner.id, {
      mapId,
      opId: newId(),
      baseRev: 0,
      action: createNodeAction('Kept'),
    });
    expect(await stored).toEqual({ rev: 1 });
    const { version } = await one.checkpoint(owner.id, mapId);

    await two.stop(owner.id, mapId);
    expect(await findSession(t.database.db, mapId)).toBeNull();
    expect(await versionOf(mapId)).toBe(version);
  });

  it('keeps edit given on one process and on another at once (no process writes over the other)', async () => {
    const owner = await signedInUser(t);
    const [first, second] = [await signedInUser(t), await signedInUser(t)];
    const mapId = await mapWithDocument(t, owner.id, 'Given twice', [
      [first, 'view'],
      [second, 'view'],
    ]);
    const db = t.database.db;
    const [one, two] = twoProcesses();
    await one.start(owner.id, mapId);
    await one.join(first.id, mapId);
    await two.join(second.id, mapId);

    await one.setEditing(owner.id, mapId, first.id, true);
    await two.setEditing(owner.id, mapId, second.id, true);
    expect((await findSession(db, mapId))?.editorIds).toEqual([owner.id, first.id, second.id]);
    await one.setEditing(owner.id, mapId, second.id, false);
    expect((await findSession(db, mapId))?.editorIds).toEqual([owner.id, first.id]);
  });
});
