/**
 * Stopping the server is not held up by connections: one opened and never used (HTTP clients' pools leave
 * such connections behind), nor an idle keep-alive one.
 */
import net from 'node:net';
import { expect, it } from 'vitest';
import { startTestServer } from '../support/testServer';

const CLOSE_BUDGET_MS = 15_000;

it('stops at once with a connection that never sent a request, and one idle after its request', async () => {
  const t = await startTestServer();
  const { hostname, port } = new URL(t.baseUrl);
  const connect = () =>
    new Promise<net.Socket>((resolve, reject) => {
      const socket = net.connect(Number(port), hostname, () => resolve(socket));
      socket.on('error', reject);
    });
  const unused = await connect();
  const idle = await connect();
  const answered = new Promise<string>((resolve) => idle.once('data', (data) => resolve(String(data))));
  idle.write(`GET /a/health HTTP/1.1\r\nHost: ${hostname}\r\nConnection: keep-alive\r\n\r\n`);
  expect(await answered).toMatch(/^HTTP\/1\.1 200/);
  const ended = Promise.all(
    [unused, idle].map((socket) => new Promise((resolve) => socket.once('close', resolve))),
  );

  // The server's own close, not the test's timeout, must end this: without the fix it waits a minute.
  const stopped = t.stop().then(() => 'stopped');
  const late = new Promise((resolve) => setTimeout(resolve, CLOSE_BUDGET_MS, 'still open')).then(String);
  expect(await Promise.race([stopped, late])).toBe('stopped');
  await ended;
}, 60_000);
