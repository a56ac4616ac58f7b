// The fan-out's stand-in push service, in a process of its own (forked with an IPC channel by
// push-fanout.ts), so its CPU and memory are not the harness's and the harness's not its own:
//   node --import tsx scripts/bench/push-sink.ts <port> <subscriptions> <every nth answers 410, 0: none>
// It sends { origin } once listening, its figures when every endpoint has answered, and again
// whenever the harness sends 'figures'.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SinkFigures {
  received: number;
  delivered: number;
  duplicates: number;
  refused: number;
  unknown: number;
  /** First and last message, in ms since the epoch (performance.timeOrigin + now(): fine-grained, comparable across processes). */
  first: number;
  last: number;
  /** CPU seconds this process used (user + system), so the report can say what the stand-in cost. */
  cpuSeconds: number;
}

export type SinkMessage = { type: 'ready'; origin: string } | { type: 'figures'; done: boolean; figures: SinkFigures };

const [port, subscriptions, goneEvery] = process.argv.slice(2).map(Number);
if (!process.send || !(port > 0) || !(subscriptions > 0) || !(goneEvery >= 0)) {
  console.error('usage (forked with IPC): push-sink.ts <port> <subscriptions> <every nth answers 410, 0: none>');
  process.exit(2);
}
const send = (message: SinkMessage) => process.send?.(message);
const gone = (n: number) => goneEvery > 0 && n % goneEvery === 0;
const epochMs = () => performance.timeOrigin + performance.now();

/** Messages per endpoint number: a second one to the same endpoint is a duplicate. */
const seen = new Uint8Array(subscriptions + 1);
const figures: SinkFigures = {
  received: 0,
  delivered: 0,
  duplicates: 0,
  refused: 0,
  unknown: 0,
  first: 0,
  last: 0,
  cpuSeconds: 0,
};
const done = () => figures.delivered + figures.refused >= subscriptions;
const report = () => {
  const cpu = process.cpuUsage();
  figures.cpuSeconds = (cpu.user + cpu.system) / 1e6;
  send({ type: 'figures', done: done(), figures });
};

/** Takes every message (201) to /push/<n>, or answers 410 (the browser dropped it) where gone(n). */
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    const n = Number(/^\/push\/(\d+)$/.exec(req.url ?? '')?.[1]);
    const now = epochMs();
    figures.first ||= now;
    figures.last = now;
    figures.received++;
    if (!(n >= 1 && n <= subscriptions) || req.method !== 'POST') {
      figures.unknown++;
      res.writeHead(404).end();
      return;
    }
    const wasDone = done();
    if (gone(n)) {
      figures.refused++;
      res.writeHead(410).end();
    } else {
      if (seen[n]++ > 0) figures.duplicates++;
      else figures.delivered++;
      res.writeHead(201).end();
    }
    if (!wasDone && done()) report();
  });
});
// As the push services do: connections kept open between messages.
server.keepAliveTimeout = 60_000;
server.listen(port, '127.0.0.1', () => {
  send({ type: 'ready', origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
process.on('message', (message) => {
  if (message === 'figures') report();
});
// The harness going away (its IPC channel closes) ends this process too.
process.on('disconnect', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
