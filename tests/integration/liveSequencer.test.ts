/**
 * The live sequencer against the real database (issue 24): what it does with edits the log already holds
 * but its memory no longer does (a resend long after, or after a restart).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendOps } from '../../server/live/liveLog';
import { LiveSequencer } from '../../server/live/sequencer';
import { newId } from '../../src/model/ids';
import { newMapDocument } from '../../src/model/map/newMap';
import { signedInUser } from '../support/accounts';
import { TEST_AUTH_ENV } from '../support/httpClient';
import { createNodeAction, mapWithDocument, openLiveSession } from '../support/live';
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
});
