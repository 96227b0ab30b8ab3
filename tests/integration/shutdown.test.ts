/**
 * Stopping the server is not held up by connections: one opened and never used (HTTP clients' pools leave
 * such connections behind), an idle keep-alive one, nor one whose request was answered before its body
 * was sent.
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

it('closes the connection of a request answered before its body was read, so nothing is left busy', async () => {
  const t = await startTestServer();
  try {
    const { hostname, port } = new URL(t.baseUrl);
    const socket = await new Promise<net.Socket>((resolve, reject) => {
      const connected = net.connect(Number(port), hostname, () => resolve(connected));
      connected.on('error', reject);
    });
    let answer = '';
    socket.on('data', (data) => {
      answer += String(data);
    });
    const closed = new Promise((resolve) => socket.once('close', resolve));
    // A body of 2 MiB is announced, none of it sent: over the anonymous limit, answered at once.
    socket.write(
      `POST /graphql HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: ${2 * 1024 * 1024}\r\n\r\n`,
    );
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer.toLowerCase()).toContain('connection: close');
  } finally {
    await t.stop();
  }
}, 60_000);
