/**
 * Live edit's limits on joins (issue 24): a join or catch-up may send the whole document, so each
 * connection has a budget of them; a client refused for such a passing reason joins again by itself,
 * later each time, and tells the user once.
 */
import { when } from 'mobx';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_MESSAGES } from '../../src/model/live/messages';
import type { LiveEditSession } from '../../src/stores/LiveEditSession';
import { type MapRoleUsers, mapRoleUsers } from '../support/accounts';
import { TEST_AUTH_ENV } from '../support/httpClient';
import { liveSessionOn, mapWithDocument, socketOf } from '../support/live';
import { liveMember } from '../support/liveMember';
import { request } from '../support/realtimeClients';
import { startTestServer, type TestServer } from '../support/testServer';

/** Joins and catch-ups a user may ask for in 10 seconds (server/realtime/liveEvents.ts). */
const READS_PER_WINDOW = 20;

describe('live edit’s limits on joining', () => {
  let t: TestServer;
  let users: MapRoleUsers;
  const sockets: Socket[] = [];
  const open: LiveEditSession[] = [];
  beforeAll(async () => {
    t = await startTestServer(TEST_AUTH_ENV);
    users = await mapRoleUsers(t);
  });
  afterEach(() => {
    for (const live of open.splice(0)) live.dispose();
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await t?.stop();
  });

  /** A map of the owner's, shared with the viewer, with a session the owner started. */
  async function mapInSession(): Promise<string> {
    const mapId = await mapWithDocument(t, users.owner.id, 'Limited', [[users.viewer, 'view']]);
    await liveSessionOn(mapId, await socketOf(sockets)(t, users.owner));
    return mapId;
  }

  it('refuses a connection’s joins and catch-ups past its budget, and only that connection’s', async () => {
    const mapId = await mapInSession();
    const looping = await socketOf(sockets)(t, users.viewer);
    for (let read = 0; read < READS_PER_WINDOW; read++)
      expect(await request(looping, 'join', { mapId })).toMatchObject({ ok: true });

    const refused = { ok: false, code: 'TOO_MANY_REQUESTS', message: LIVE_MESSAGES.tooManyReads };
    expect(await request(looping, 'join', { mapId })).toEqual(refused);
    expect(await request(looping, 'requestInitialActions', { mapId })).toEqual(refused);
    // The same user's other tab is not held back.
    const other = await socketOf(sockets)(t, users.viewer);
    expect(await request(other, 'join', { mapId })).toMatchObject({ ok: true });
  });

  it('joins again by itself after a refusal that passes, telling the user once', async () => {
    const mapId = await mapInSession();
    const viewer = await liveMember(t, users.viewer, mapId, open);
    expect(viewer.live.status).toBe('live');
    // The client asks to join again and again (its one join has been answered: each is a catch-up).
    for (let read = 1; read < READS_PER_WINDOW; read++) expect(await viewer.live.join()).toBeNull();
    expect(await viewer.live.join()).toBe(LIVE_MESSAGES.tooManyReads);
    expect(viewer.live.rejoinPending).toBe(true);

    // Tried again, later each time, until the budget is back: then joined, and told only once.
    await when(() => !viewer.live.rejoinPending, { timeout: 60_000 });
    expect(viewer.live.status).toBe('live');
    expect(viewer.alerts).toEqual([LIVE_MESSAGES.tooManyReads]);
  }, 90_000);
});
