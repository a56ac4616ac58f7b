import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../src/build/precompress';
import { securityHeaderProblems } from '../support/security-headers';
import { startServer, whenServing, type ServerProcess } from '../support/server-process';

// The built site as the real server sends it: the build's gzip and brotli twins, ETags, 304s, through Hono's chain.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-site-'));
const client = path.join(root, 'client');
const FILES: Record<string, string | Buffer> = {
  'index.html': `<!doctype html><html lang="en"><head><title>Home</title></head><body>${'<p>Deals for moms</p>'.repeat(200)}</body></html>`,
  'welcome/index.html': `<!doctype html><html lang="en"><head><title>Welcome</title></head><body>${'<p>Welcome</p>'.repeat(200)}</body></html>`,
  '_astro/app.Ab12Cd34.js': `export const deals = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `deal-${i}`))};`,
  '_astro/site.Zx98Yw76.css': `${'.card{color:#333;margin:0 auto}'.repeat(100)}`,
  'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(50)}</svg>`,
  'site.webmanifest': JSON.stringify({ name: 'Savvy Mom Deals', icons: [] }),
  'icon.png': crypto.randomBytes(3000),
  _headers: '/*\n  X-Test: 1\n',
};
const SECRET = 'not-for-the-web';

let server: ServerProcess;

beforeAll(async () => {
  for (const [name, body] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(client, name)), { recursive: true });
    fs.writeFileSync(path.join(client, name), body);
  }
  fs.writeFileSync(path.join(root, 'secret.txt'), SECRET);
  // What the build does after writing the site (src/build/precompress.ts).
  await precompressDir(client);
  server = await startServer({
    STATIC_DIR: client,
    LOG_LEVEL: 'info',
    ...(process.env.TEST_DB === 'postgres'
      ? { DATABASE_URL: process.env.TEST_DATABASE_URL ?? '' }
      : { DATA_DIR: path.join(root, 'data') }),
  });
  await whenServing(server);
}, 90_000);
afterAll(() => {
  server.child.kill('SIGKILL');
  fs.rmSync(root, { recursive: true, force: true });
});

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request with the path sent exactly as written (no normalising) and the body as sent. */
function send(rawPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: rawPath, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const file = (name: string) => Buffer.from(FILES[name]);

describe('the built site', () => {
  it('sends each page and asset with its type, identical plain, gzip and brotli bodies, and one ETag', async () => {
    const cases = [
      ['/', 'index.html', 'text/html; charset=utf-8'],
      ['/welcome', 'welcome/index.html', 'text/html; charset=utf-8'],
      ['/welcome/', 'welcome/index.html', 'text/html; charset=utf-8'],
      ['/_astro/app.Ab12Cd34.js', '_astro/app.Ab12Cd34.js', 'text/javascript; charset=utf-8'],
      ['/_astro/site.Zx98Yw76.css', '_astro/site.Zx98Yw76.css', 'text/css; charset=utf-8'],
      ['/favicon.svg', 'favicon.svg', 'image/svg+xml; charset=utf-8'],
    ] as const;
    for (const [url, name, type] of cases) {
      const plain = await send(url);
      const gz = await send(url, { 'accept-encoding': 'gzip' });
      const br = await send(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(plain.status, url).toBe(200);
      expect(plain.body).toEqual(file(name));
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(gz.headers['content-encoding'], url).toBe('gzip');
      expect(zlib.gunzipSync(gz.body)).toEqual(file(name));
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(zlib.brotliDecompressSync(br.body)).toEqual(file(name));
      for (const res of [plain, gz, br]) {
        expect(res.headers['content-type'], url).toBe(type);
        expect(Number(res.headers['content-length'])).toBe(res.body.byteLength);
        expect(res.headers.vary).toBe('Accept-Encoding');
        expect(res.headers.etag).toMatch(/^W\/"[\w-]+"$/);
      }
      expect(new Set([plain, gz, br].map((r) => r.headers.etag)).size).toBe(1);
    }
  });

  it('writes no twin for a file that does not compress, and sends it as it is', async () => {
    expect(fs.existsSync(path.join(client, 'icon.png.gz'))).toBe(false);
    expect(fs.existsSync(path.join(client, '_headers.br'))).toBe(false);
    const png = await send('/icon.png', { 'accept-encoding': 'gzip, br' });
    expect(png.status).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.body).toEqual(file('icon.png'));
    expect((await send('/site.webmanifest')).headers['content-type']).toBe('application/manifest+json');
  });

  it('answers 304 to a copy the client holds, in any coding, and 200 to another', async () => {
    const gz = await send('/welcome', { 'accept-encoding': 'gzip' });
    const again = await send('/welcome', { 'accept-encoding': 'gzip', 'if-none-match': String(gz.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
    expect(again.headers.etag).toBe(gz.headers.etag);
    const plainTag = String((await send('/welcome')).headers.etag);
    expect((await send('/welcome', { 'accept-encoding': 'br', 'if-none-match': plainTag })).status).toBe(304);
    expect((await send('/welcome', { 'if-none-match': '"something-else"' })).status).toBe(200);
  });

  it('sends a file the same way every time, in each coding, whichever coding was asked for before', async () => {
    const codings = ['br', 'gzip', 'identity'];
    const sent = async (coding: string) => {
      const { status, headers, body } = await send('/welcome', { 'accept-encoding': coding });
      const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
      return { status, headers: rest, body: body.toString('base64') };
    };
    const first = await Promise.all(codings.map(sent));
    const later = [];
    for (const coding of [...codings].reverse()) later.unshift(await sent(coding));
    expect(later).toEqual(first);
    expect(first.map((answer) => answer.headers['content-encoding'])).toEqual(['br', 'gzip', undefined]);
  });

  it('answers HEAD with the headers of the GET and no body', async () => {
    const get = await send('/', { 'accept-encoding': 'br' });
    const head = await send('/', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
    for (const name of ['content-length', 'content-type', 'content-encoding', 'etag', 'cache-control'])
      expect(head.headers[name], name).toBe(get.headers[name]);
  });

  it('lets hashed assets be kept a year and has pages revalidated', async () => {
    expect((await send('/_astro/app.Ab12Cd34.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const url of ['/', '/welcome', '/favicon.svg'])
      expect((await send(url)).headers['cache-control'], url).toBe('public, max-age=0, must-revalidate');
  });

  it('carries the page security headers on every file and on a 304', async () => {
    const page = await send('/');
    expect(securityHeaderProblems((name) => page.headers[name] as string | undefined)).toEqual([]);
    const asset = await send('/_astro/app.Ab12Cd34.js');
    expect(securityHeaderProblems((name) => asset.headers[name] as string | undefined)).toEqual([]);
    const notModified = await send('/', { 'if-none-match': String(page.headers.etag) });
    expect(securityHeaderProblems((name) => notModified.headers[name] as string | undefined)).toEqual([]);
  });

  it('lets other sites show our images (our logo in a webmail), and nothing else', async () => {
    for (const url of ['/icon.png', '/favicon.svg'])
      expect((await send(url)).headers['cross-origin-resource-policy'], url).toBe('cross-origin');
    for (const url of ['/', '/welcome', '/_astro/app.Ab12Cd34.js'])
      expect((await send(url)).headers['cross-origin-resource-policy'], url).toBe('same-origin');
  });

  it('never reaches outside the folder: bad paths go home or fail cleanly, and the server goes on', async () => {
    const bad = [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2Fsecret.txt',
      '/_astro/..%2F..%2Fsecret.txt',
      '/_astro%2Fapp.Ab12Cd34.js',
      '/%00',
      '/index.html%00',
      '/welcome%00/index.html',
      '/%E0%A4%A',
      '/_headers',
      `/${'a'.repeat(10_000)}`,
      `/_astro/${'%2e'.repeat(3000)}`,
    ];
    for (const url of bad) {
      const res = await send(url);
      expect(res.body.toString(), url).not.toContain(SECRET);
      expect([302, 400, 404], url).toContain(res.status);
      if (res.status === 302) expect(res.headers.location).toBe('/');
    }
    expect((await send('/no-such-page')).headers.location).toBe('/');
    expect((await send('/api/products/categories')).status).toBe(200);
  });

  it('decodes an escaped name that stays inside the folder', async () => {
    const res = await send('/_astro/app.Ab12Cd34%2Ejs');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(file('_astro/app.Ab12Cd34.js'));
  });

  it('answers the API through the same chain: compressed as accepted, with an ETag, and a 304', async () => {
    // A cached read, compressed once when stored, and an answer hono/compress gzips on the way out.
    for (const [url, coding] of [
      ['/api/products/statistics', 'br'],
      ['/api/openapi.json', 'gzip'],
    ]) {
      const packed = await send(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(packed.status, url).toBe(200);
      expect(packed.headers['content-encoding'], url).toBe(coding);
      const body = coding === 'br' ? zlib.brotliDecompressSync(packed.body) : zlib.gunzipSync(packed.body);
      expect(JSON.parse(body.toString())).toEqual(JSON.parse((await send(url)).body.toString()));
      expect(packed.headers.etag, url).toMatch(/^W\/"[\w-]+"$/);
      expect((await send(url, { 'if-none-match': String(packed.headers.etag) })).status, url).toBe(304);
    }
  });

  it('writes one log line for every request, whatever answers it', async () => {
    // Lines are written in order, between two marker requests.
    await send('/api/log-from-here');
    const asked = ['/welcome', '/_astro/app.Ab12Cd34.js', '/api/products/categories', '/no-such-page', '/%00'];
    for (const url of asked) await send(url);
    await send('/api/log-to-here', {}, 'HEAD');
    const lines = () =>
      server
        .output()
        .split('\n')
        .filter((line) => line.includes('"msg":"request"'))
        .map((line) => JSON.parse(line) as { method: string; path: string; status: number });
    const deadline = Date.now() + 5000;
    while (!lines().some((l) => l.path === '/api/log-to-here') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    const logged = lines().map((l) => [l.method, l.path, l.status]);
    expect(logged.slice(logged.findIndex(([, path]) => path === '/api/log-from-here') + 1)).toEqual([
      ['GET', '/welcome', 200],
      ['GET', '/_astro/app.Ab12Cd34.js', 200],
      ['GET', '/api/products/categories', 200],
      ['GET', '/no-such-page', 302],
      ['GET', '/\0', 302],
      ['HEAD', '/api/log-to-here', 404],
    ]);
  });
});
