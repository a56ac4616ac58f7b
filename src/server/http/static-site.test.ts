import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { decodedPath, StaticSite, urlPathsOf } from './static-site';

describe('urlPathsOf', () => {
  it('answers an index page at its folder, with and without the slash, and every other file at its own path', () => {
    expect(urlPathsOf('index.html')).toEqual(['/', '/index.html']);
    expect(urlPathsOf('welcome/index.html')).toEqual(['/welcome', '/welcome/', '/welcome/index.html']);
    expect(urlPathsOf('_astro/a.B1.js')).toEqual(['/_astro/a.B1.js']);
    expect(urlPathsOf('404.html')).toEqual(['/404.html']);
  });
});

describe('decodedPath', () => {
  it('decodes plain escapes', () => {
    expect(decodedPath('/a%20b/c%2Ejs')).toBe('/a b/c.js');
    expect(decodedPath('/plain/path')).toBe('/plain/path');
  });

  it('refuses escapes that hide a separator, a NUL or a dot segment, and broken ones', () => {
    for (const raw of ['/a%2Fb', '/a%5Cb', '/a%00', '/%2e%2e/x', '/x/%2E', '/%E0%A4%A', '/%'])
      expect(decodedPath(raw), raw).toBeNull();
  });
});

let server: http.Server | null = null;
let dir: string | null = null;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  server = null;
  dir = null;
});

async function serve(files: Record<string, Buffer>, maxPreloadBytes: number) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-site-unit-'));
  for (const [name, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), body);
  }
  const site = await StaticSite.load(dir, {
    headers: { 'x-frame-options': 'DENY' },
    logger: pino({ level: 'silent' }),
    maxPreloadBytes,
  });
  const passed: string[] = [];
  server = http.createServer(
    site.listener((req, res) => {
      passed.push(`${req.method} ${req.url}`);
      res.writeHead(404).end();
    }),
  );
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const request = (method: string, url: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, method, path: url, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  return { site, passed, request };
}

describe('StaticSite', () => {
  it('streams a file too large to hold from disk, with an ETag, 304 and HEAD', async () => {
    const big = crypto.randomBytes(64 * 1024);
    const t = await serve({ 'big.bin': big, 'small.txt': Buffer.from('hello') }, 1024);
    const res = await t.request('GET', '/big.bin', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(big);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect((await t.request('GET', '/big.bin', { 'if-none-match': String(res.headers.etag) })).status).toBe(304);
    const head = await t.request('HEAD', '/big.bin');
    expect(head.headers['content-length']).toBe(String(big.byteLength));
    expect(head.body.byteLength).toBe(0);
    // Only the small file is held in memory.
    expect(t.site.bytes).toBeLessThan(1024);
  });

  it('hands other methods and unknown paths to the next listener', async () => {
    const t = await serve({ 'index.html': Buffer.from('<p>home</p>') }, 1024);
    expect((await t.request('GET', '/?utm=1')).body.toString()).toBe('<p>home</p>');
    await t.request('POST', '/');
    await t.request('GET', '/missing');
    expect(t.passed).toEqual(['POST /', 'GET /missing']);
  });
});
