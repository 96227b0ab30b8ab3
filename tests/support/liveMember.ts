/**
 * A member of a live session through the app's own client (issue 24): the map open in a user's editor in
 * live edit, with `LiveEditSession` on the real socket of the real server, and what it tells the user.
 */
import { when } from 'mobx';
import { loadMapDocument } from '../../server/maps/document';
import { openLiveChannel } from '../../src/api/live/liveChannel';
import { OPERATION_MODE } from '../../src/model/map/constants';
import type { MapDocumentRecord } from '../../src/model/map/record';
import { storedMapDocument } from '../../src/model/map/stored';
import { LiveEditSession } from '../../src/stores/LiveEditSession';
import { MapDocumentStore } from '../../src/stores/MapDocumentStore';
import { MapEditorStore } from '../../src/stores/MapEditorStore';
import type { SignedInUser } from './accounts';
import type { TestServer } from './testServer';

/** How long a member's state is waited for. */
export const LIVE_WAIT = { timeout: 20_000 };

export interface LiveMember {
  editor: MapEditorStore;
  live: LiveEditSession;
  /** The texts the user was told, in order. */
  alerts: string[];
}

/** Opens the map for `user` in live edit, connected and joined (or told there is no session); kept in `open`. */
export async function liveMember(
  t: TestServer,
  user: SignedInUser,
  mapId: string,
  open: LiveEditSession[],
  wait = LIVE_WAIT,
): Promise<LiveMember> {
  // The map as the server loads it for the editor, with the user's rights on it.
  const { documentText, ...loaded } = await loadMapDocument(t.database.db, user.id, mapId);
  const record: MapDocumentRecord = { ...loaded, document: JSON.parse(documentText) };
  const editor = new MapEditorStore(new MapDocumentStore(async () => record), null, storedMapDocument);
  await editor.document.load(mapId);
  editor.enterMode(OPERATION_MODE.LIVE_EDIT);
  const alerts: string[] = [];
  const live = new LiveEditSession({
    document: editor.document,
    mapId,
    userId: user.id,
    openChannel: (options) =>
      openLiveChannel({
        ...options,
        refreshSession: async () => {},
        url: t.baseUrl,
        extraHeaders: { cookie: user.browser.cookieHeader('/smartremote'), origin: t.baseUrl },
      }),
    notify: (alert) => alerts.push(alert.text),
  });
  open.push(live);
  editor.attachLive(live);
  await when(() => live.connected && live.status !== 'connecting', wait);
  return { editor, live, alerts };
}
