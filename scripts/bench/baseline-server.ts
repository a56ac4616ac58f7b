import fs from 'node:fs';
import http from 'node:http';

/**
 * The bare node:http baseline, run as its own process:
 *   node --import tsx scripts/bench/baseline-server.ts <manifest.json> <port>
 * Every route answers a buffer built at start; no framework, no database.
 */
export interface BaselineRoute {
  path: string;
  contentType: string;
  /** File with the identity body. */
  plainFile: string;
  /** File with the gzip body, when our server sent one. */
  gzipFile?: string;
  /** Further headers to send, as our server sent them (security set, Cache-Control). */
  headers?: Record<string, string>;
}

const [manifestFile, portText] = process.argv.slice(2);
if (!manifestFile || !portText) {
  console.error('usage: baseline-server.ts <manifest.json> <port>');
  process.exit(2);
}

/** A body with its header block, built once (flat name/value pairs for writeHead). */
function answer(route: BaselineRoute, body: Buffer, gzip: boolean) {
  const headers = {
    ...route.headers,
    'content-type': route.contentType,
    'content-length': String(body.length),
    vary: 'Accept-Encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  };
  return { body, headers: Object.entries(headers).flat() };
}

const routes = new Map(
  (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BaselineRoute[]).map((r) => [
    r.path,
    {
      plain: answer(r, fs.readFileSync(r.plainFile), false),
      gzip: r.gzipFile ? answer(r, fs.readFileSync(r.gzipFile), true) : null,
    },
  ]),
);

http
  .createServer((req, res) => {
    const route = routes.get(req.url ?? '');
    if (!route) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const chosen = route.gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') ? route.gzip : route.plain;
    res.writeHead(200, chosen.headers);
    res.end(chosen.body);
  })
  .listen(Number(portText), '127.0.0.1');
