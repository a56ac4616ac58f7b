import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, whenServing, type ServerProcess } from '../support/server-process';

// A client that drops its request part-way through the body is not a server error.
let server: ServerProcess;

beforeAll(async () => {
  server = await startServer(
    process.env.TEST_DB === 'postgres'
      ? { DATABASE_URL: process.env.TEST_DATABASE_URL ?? '', LOG_LEVEL: 'info' }
      : { DATA_DIR: `/tmp/deals-abort-${process.pid}-${Date.now()}`, LOG_LEVEL: 'info' },
  );
  await whenServing(server);
}, 90_000);
afterAll(() => {
  server.child.kill('SIGKILL');
});

/** Sends the headers and part of a body, then hangs up. */
async function dropMidBody(path: string) {
  const { port } = new URL(server.url);
  await new Promise<void>((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`,
      );
      socket.write('{"email": "half');
      setTimeout(() => {
        socket.destroy();
        resolve();
      }, 100);
    });
    socket.on('error', reject);
  });
}

const logLines = () =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; status?: number; path?: string; level?: number });

describe('a client that hangs up mid-body', () => {
  it('is logged as a client abort (499), never as a 500 or an unhandled error', async () => {
    for (const path of ['/api/essentials/subscribe', '/api/deal-clicks/track']) await dropMidBody(path);
    await new Promise((r) => setTimeout(r, 500));
    const lines = logLines();
    expect(lines.filter((l) => l.msg === 'unhandled error')).toEqual([]);
    expect(lines.filter((l) => l.status === 500)).toEqual([]);
    const aborted = lines.filter((l) => l.msg === 'request' && l.status === 499).map((l) => l.path);
    expect(aborted).toEqual(['/api/essentials/subscribe', '/api/deal-clicks/track']);
    // And the server goes on serving.
    expect((await fetch(`${server.url}/api/products/categories`)).status).toBe(200);
  });
});
