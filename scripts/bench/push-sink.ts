import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in push service for the fan-out: a plain node:http server that takes every message
 * (201) to /push/<n>, or answers 410 (the browser dropped the subscription) where gone(n) says
 * so. It does not decrypt (tests/support/fake-push-service.ts does); it counts what arrived.
 */
export async function startPushSink(port: number, subscriptions: number, gone: (n: number) => boolean) {
  /** Messages per endpoint number: a second one to the same endpoint is a duplicate. */
  const seen = new Uint8Array(subscriptions + 1);
  const figures = { received: 0, delivered: 0, duplicates: 0, refused: 0, unknown: 0, first: 0, last: 0 };
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const n = Number(/^\/push\/(\d+)$/.exec(req.url ?? '')?.[1]);
      const now = performance.now();
      figures.first ||= now;
      figures.last = now;
      figures.received++;
      if (!(n >= 1 && n <= subscriptions) || req.method !== 'POST') {
        figures.unknown++;
        res.writeHead(404).end();
      } else if (gone(n)) {
        figures.refused++;
        res.writeHead(410).end();
      } else {
        if (seen[n]++ > 0) figures.duplicates++;
        else figures.delivered++;
        res.writeHead(201).end();
      }
    });
  });
  // As the push services do: connections kept open between messages.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    figures,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}
