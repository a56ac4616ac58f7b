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
}

const [manifestFile, portText] = process.argv.slice(2);
if (!manifestFile || !portText) {
  console.error('usage: baseline-server.ts <manifest.json> <port>');
  process.exit(2);
}

const routes = new Map(
  (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BaselineRoute[]).map((r) => [
    r.path,
    { type: r.contentType, plain: fs.readFileSync(r.plainFile), gzip: r.gzipFile ? fs.readFileSync(r.gzipFile) : null },
  ]),
);

http
  .createServer((req, res) => {
    const route = routes.get(req.url ?? '');
    if (!route) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const gzip = route.gzip !== null && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const body = gzip && route.gzip ? route.gzip : route.plain;
    res.writeHead(200, {
      'content-type': route.type,
      'content-length': body.length,
      vary: 'Accept-Encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(body);
  })
  .listen(Number(portText), '127.0.0.1');
