import { connect } from 'node:net';
import { realtimePath } from '@oms/contracts';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildInMemoryApp, sessionCookieFor } from '../../platform/engines/inMemoryApp';

/** Sends a raw upgrade request and resolves with the answer's status line once the server closes the socket. */
function rawUpgrade(
  port: number,
  headers: Record<string, string>,
): Promise<{ status: string; closedByServer: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ status: answer.split('\r\n')[0] ?? '', closedByServer: false });
    }, 3_000);
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ status: answer.split('\r\n')[0] ?? '', closedByServer: true });
    });
    const lines = [
      `GET ${realtimePath} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      'Connection: Upgrade',
      'Upgrade: websocket',
      'Sec-WebSocket-Version: 13',
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  });
}

describe('realtime sockets on a listening server', () => {
  it('closes refused upgrades at once, refuses a foreign origin, and stops with a live socket open', async () => {
    const harness = await buildInMemoryApp({ now: new Date('2026-11-22T10:00:00.000Z') });
    await harness.app.listen({ port: 0, host: '127.0.0.1' });
    const address = harness.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const cookie = await sessionCookieFor(harness.app, 'venue@oms.test');

    const anonymous = await rawUpgrade(port, { Origin: `http://127.0.0.1:${port}` });
    expect(anonymous.status).toBe('HTTP/1.1 401 Unauthorized');
    expect(anonymous.closedByServer).toBe(true);

    const foreign = await rawUpgrade(port, { Origin: 'https://evil.example', Cookie: cookie });
    expect(foreign.status).toBe('HTTP/1.1 403 Forbidden');
    expect(foreign.closedByServer).toBe(true);

    const live = new WebSocket(`ws://127.0.0.1:${port}${realtimePath}`, {
      headers: { cookie, origin: `http://127.0.0.1:${port}` },
    });
    await new Promise((resolve, reject) => {
      live.once('open', resolve);
      live.once('error', reject);
    });
    const closed = new Promise((resolve) => live.once('close', resolve));

    // The client never leaves by itself: a stop that waited for it would never end, and the test's
    // own time limit fails it. No clock is judged.
    await harness.close();
    await closed;
    expect(live.readyState).toBe(WebSocket.CLOSED);
  }, 60_000);
});
