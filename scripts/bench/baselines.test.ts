import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BaselineRoute } from './baseline-server';
import { fetchRaw } from './http-load';
import { cleanUpAll, tempDir } from './lifecycle';
import { nginxMissing, PORTS, startNginx, startNodeBaseline, type Running } from './servers';
import { differingHeaders } from './site-pages';

// The baselines must send exactly the bytes our server sent: gzip when asked, identity otherwise.
const plain = Buffer.from(
  JSON.stringify({ data: { products: Array.from({ length: 200 }, (_, i) => ({ i, title: `Deal ${i}` })) } }),
);
const gzip = zlib.gzipSync(plain, { level: 9 });
let work: string;
/** Headers our server sent, which the baselines must send too. */
const HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
};

beforeAll(() => {
  work = tempDir('test-baselines').dir;
  fs.mkdirSync(path.join(work, 'www'));
  fs.writeFileSync(path.join(work, 'www/r0.json'), plain);
  fs.writeFileSync(path.join(work, 'www/r0.json.gz'), gzip);
  const manifest: BaselineRoute[] = [
    {
      path: '/r0.json',
      contentType: 'application/json',
      plainFile: path.join(work, 'www/r0.json'),
      gzipFile: path.join(work, 'www/r0.json.gz'),
      headers: HEADERS,
    },
  ];
  fs.writeFileSync(path.join(work, 'manifest.json'), JSON.stringify(manifest));
});
afterAll(cleanUpAll);

async function expectSameBytes(server: Running) {
  const zipped = await fetchRaw(`${server.url}/r0.json`, { headers: { 'accept-encoding': 'gzip' } });
  expect(zipped.status).toBe(200);
  expect(zipped.headers['content-encoding']).toBe('gzip');
  expect(zipped.body.equals(gzip)).toBe(true);
  expect(zipped.headers['content-type']).toBe('application/json');
  expect(differingHeaders(HEADERS, zipped.headers)).toEqual([]);
  const identity = await fetchRaw(`${server.url}/r0.json`);
  expect(identity.headers['content-encoding']).toBeUndefined();
  expect(identity.body.equals(plain)).toBe(true);
  expect((await fetchRaw(`${server.url}/nothing-here`)).status).toBe(404);
}

describe('baselines', () => {
  it('node:http serves the recorded bytes', async () => {
    const server = await startNodeBaseline(path.join(work, 'manifest.json'), PORTS.node);
    try {
      await expectSameBytes(server);
    } finally {
      await server.stop();
    }
  });

  it.skipIf(nginxMissing() !== null)('nginx serves the recorded bytes from a temp config', async () => {
    const server = await startNginx(path.join(work, 'nginx'), path.join(work, 'www'), PORTS.nginx, [
      { path: '/r0.json', contentType: 'application/json', headers: HEADERS },
    ]);
    try {
      await expectSameBytes(server);
    } finally {
      const stopped = await server.stop();
      expect(stopped.killed).toBe(false);
    }
  });
});
