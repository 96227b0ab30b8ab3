/**
 * The live channel's handshakes the server refuses (spec 1 section 8; issue 24), over the real socket:
 * UNAUTHENTICATED renews the session and connects again 500 ms later, and while the session stays gone
 * (the app locked until the user signs in) it asks again less and less often; a refusal for another
 * reason is tried again too, without renewing anything.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type LiveChannel,
  openLiveChannel,
  UNAUTHENTICATED_RECONNECT_MS,
} from '../../src/api/live/liveChannel';
import { TEST_AUTH_ENV } from '../support/httpClient';
import { waitFor } from '../support/realtimeClients';
import { startTestServer, type TestServer } from '../support/testServer';

describe('the live channel refused at its handshake', () => {
  let t: TestServer;
  const channels: LiveChannel[] = [];
  beforeAll(async () => {
    t = await startTestServer(TEST_AUTH_ENV);
  });
  afterEach(() => {
    for (const channel of channels.splice(0)) channel.close();
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('renews the session and connects again 500 ms later, then waits longer each time it is refused again', async () => {
    const renewals: number[] = [];
    channels.push(
      openLiveChannel({
        url: t.baseUrl,
        extraHeaders: { origin: t.baseUrl }, // signed in nowhere: no session to find
        refreshSession: async () => {
          renewals.push(performance.now());
        },
        onConnection: () => {},
      }),
    );
    await waitFor(() => renewals.length >= 4, 20_000);
    const gaps = renewals.slice(1).map((at, index) => at - (renewals[index] as number));
    // 500 ms, then 1 s, then 2 s (each plus the handshake's own time).
    expect(gaps[0]).toBeGreaterThanOrEqual(UNAUTHENTICATED_RECONNECT_MS - 20);
    expect(gaps[2]).toBeGreaterThanOrEqual(4 * UNAUTHENTICATED_RECONNECT_MS - 20);
  });

  it('tries a handshake refused for another reason again, renewing nothing', async () => {
    const renewals: number[] = [];
    let refused = 0;
    channels.push(
      openLiveChannel({
        url: t.baseUrl,
        extraHeaders: { origin: 'https://elsewhere.example' },
        refreshSession: async () => {
          renewals.push(performance.now());
        },
        onConnection: (connected) => {
          if (!connected) refused++;
        },
      }),
    );
    await waitFor(() => refused >= 3, 20_000);
    expect(renewals).toEqual([]);
  });
});
