/**
 * Remote displays through the app's own client (issue 25): RemoteDisplay stores on PresentationPlayers
 * over maps loaded as the server loads them for each user, on real sockets of the real server. The
 * owner's Video display leads; a viewer's Observer follows it, a late Navigator catches up through a
 * status request, a Standalone viewer follows and stops, and a viewer who tries to lead is refused.
 */
import { reaction } from 'mobx';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../server/db/json';
import { loadMapDocument } from '../../server/maps/document';
import { openPresentationChannel } from '../../src/api/realtime/presentationChannel';
import { storedMapDocument } from '../../src/model/map/stored';
import { REPLAY_STATUS, type SubMode } from '../../src/model/presentation/constants';
import { loadPresentation } from '../../src/model/presentation/load';
import { entry } from '../../src/model/presentation/recording';
import { presentedMap } from '../../src/model/presentation/testPresentations';
import { MapDocumentStore } from '../../src/stores/MapDocumentStore';
import { PresentationPlayer } from '../../src/stores/presentation/PresentationPlayer';
import { RemoteDisplay } from '../../src/stores/presentation/RemoteDisplay';
import { stillFrames, TestClock } from '../../src/stores/presentation/testPlayer';
import { insertMap, type MapRoleUsers, mapRoleUsers, type SignedInUser, shareMap } from '../support/accounts';
import { TEST_AUTH_ENV } from '../support/httpClient';
import { waitFor } from '../support/realtimeClients';
import { startTestServer, type TestServer } from '../support/testServer';

const presentationId = 'pres000001';
const storedPresentation = {
  id: presentationId,
  name: 'Walkthrough',
  type: 'standard',
  sequence: [
    entry({ type: 'hideAllNodes' }, 0),
    entry({ type: 'showNodes', nodeIds: ['a'] }, 1000),
    entry({ type: 'showNodes', nodeIds: ['b'] }, 2000),
    entry({ type: 'selectConnection', connectionId: 'ab' }, 3000),
    entry({ type: 'showAllNodesExcept', nodeIds: [] }, 9000),
  ],
  videos: [],
  media: null,
  questionId: null,
  playbackSpeed: 1,
  videoShow: 'Video auto',
  muted: false,
};

let t: TestServer;
let users: MapRoleUsers;
let mapId: string;
const displays: RemoteDisplay[] = [];

beforeAll(async () => {
  t = await startTestServer(TEST_AUTH_ENV);
  users = await mapRoleUsers(t);
  mapId = await insertMap(t, users.owner.id, 'Presented');
  const document = { ...presentedMap, id: mapId, name: 'Presented', presentations: [storedPresentation] };
  await t.database.db
    .updateTable('maps')
    .set({ document: json(storedMapDocument(document)) })
    .where('id', '=', mapId)
    .execute();
  await shareMap(t, mapId, users.viewer.id, 'view');
  await shareMap(t, mapId, users.editor.id, 'edit');
});
// Each test has the room to itself: a display left open would answer the next test's requests.
afterEach(() => {
  for (const display of displays.splice(0)) display.dispose();
});
afterAll(() => t?.stop());

/** The map open in `user`'s player (as the server loads it for them), shown as `subMode`, in the room. */
async function openDisplay(user: SignedInUser, subMode: SubMode, lead = false) {
  const { documentText, ...loaded } = await loadMapDocument(t.database.db, user.id, mapId);
  const record = { ...loaded, document: JSON.parse(documentText) };
  const document = new MapDocumentStore(async () => record);
  await document.load(mapId);
  const stored = document.map?.presentations.find(({ id }) => id === presentationId);
  if (!stored) throw new Error('the presentation did not load');
  const player = new PresentationPlayer(document, loadPresentation(stored).presentation, {
    clock: new TestClock(10_000),
    frames: stillFrames,
  });
  const remote = new RemoteDisplay({
    player,
    subMode,
    lead,
    openChannel: (options) =>
      openPresentationChannel(mapId, presentationId, {
        ...options,
        url: t.baseUrl,
        extraHeaders: { cookie: user.browser.cookieHeader('/smartremote'), origin: t.baseUrl },
      }),
  });
  displays.push(remote);
  await waitFor(() => remote.connected || remote.error !== null);
  return { player, remote };
}

describe('remote displays through the client stores', () => {
  it("moves the viewer's Observer with the owner's Video display, and a late Navigator catches up", async () => {
    const leader = await openDisplay(users.owner, 'video');
    const observer = await openDisplay(users.viewer, 'observer');
    expect([leader.remote.connected, observer.remote.connected]).toEqual([true, true]);

    leader.player.moveToStep(3);
    leader.player.play();
    await waitFor(() => observer.player.step === 3 && observer.player.status === REPLAY_STATUS.PLAYING);
    expect(observer.remote.leaderStatus).toMatchObject({ replayIndex: 3, status: 'PLAYING', mapId });

    leader.player.pause();
    await waitFor(() => observer.player.status === REPLAY_STATUS.PAUSED);

    const late = await openDisplay(users.viewer, 'navigator');
    await waitFor(() => late.player.step === 3);
    expect(late.remote.leaderStatus).toMatchObject({ replayIndex: 3, status: 'PAUSED' });
    expect([leader.remote.error, observer.remote.error, late.remote.error]).toEqual([null, null, null]);
  });

  it('lets a Standalone viewer follow the room, and stop: paused, back on step 1', async () => {
    const leader = await openDisplay(users.owner, 'standalone', true);
    const viewer = await openDisplay(users.viewer, 'standalone');
    leader.player.moveToStep(4);
    await waitFor(() => viewer.remote.leaderStatus?.replayIndex === 4);
    expect(viewer.player.step).toBe(0);

    viewer.remote.follow();
    await waitFor(() => viewer.player.step === 4);
    viewer.remote.stopFollowing();
    expect([viewer.remote.following, viewer.player.step, viewer.player.status]).toEqual([
      false,
      1,
      REPLAY_STATUS.STOPPED,
    ]);
  });

  it("shows a viewer who tries to lead the server's refusal, and moves nobody", async () => {
    const observer = await openDisplay(users.editor, 'observer');
    const heard: number[] = [];
    const stopHearing = reaction(
      () => observer.remote.leaderStatus,
      (status) => status && heard.push(status.replayIndex),
    );
    const pretender = await openDisplay(users.viewer, 'video');
    await waitFor(() => pretender.remote.error !== null);
    expect(pretender.remote.error).toBe('Only the presenter can drive this presentation.');
    pretender.player.moveToStep(2);

    // The owner's display tells the room it is at the start: that is all the observer hears.
    await openDisplay(users.owner, 'video');
    await waitFor(() => heard.length > 0);
    stopHearing();
    expect(heard).toEqual([0]);
    expect(observer.player.step).toBe(0);
  });
});
