import { like } from 'drizzle-orm';
import type { Context, Request } from 'autocannon';
import { clickEvents } from '../../src/server/db/schema';
import { createDataset } from './datasets';
import { generateDeal } from './deal-data';
import { runLoad, type LoadResult } from './http-load';
import { errorText, withTimeout } from './lifecycle';
import { PORTS, startOurServer, type Running } from './servers';

export const TRACK_PATH = '/api/deal-clicks/track';

export interface ClicksResult {
  connections: number;
  durationSec: number;
  load: LoadResult | null;
  /** 2xx answers per second. */
  acceptedPerSec: number | null;
  accepted: number;
  /** Rows in click_events after a graceful stop. */
  stored: number | null;
  /** Accepted (answered 2xx) but not stored. */
  lost: number | null;
  /** Stored although no answer arrived before the run stopped (requests in flight at the end). */
  storedUnanswered: number | null;
  /** Events stored more than once. */
  duplicates: number | null;
  inFlightAtStop: number | null;
  shutdown: { seconds: number; killed: boolean } | null;
  problem: string | null;
}

const SESSION_PREFIX = 'bench-click-';
const WARM_UP_PREFIX = 'bench-warm-';

/** One click event as the site sends it; each request carries a unique sessionId so every event can be traced. */
function clickBody(sessionId: string, asin: string, position: number): string {
  return JSON.stringify({
    asin,
    clickSource: 'deal-card',
    sessionId,
    metadata: {
      productType: 'regular',
      category: 'kitchen',
      categoryLabel: 'Home & Kitchen',
      isPrime: true,
      price: 19.99,
      originalPrice: 39.99,
      discountPercentage: 50,
      position: position % 500,
      section: 'deals-grid',
    },
  });
}

/** Click ingest at full load, then a graceful stop and a count of what was stored. */
export async function runClicks(config: { connections: number; durationSec: number }): Promise<ClicksResult> {
  const result: ClicksResult = {
    ...config,
    load: null,
    acceptedPerSec: null,
    accepted: 0,
    stored: null,
    lost: null,
    storedUnanswered: null,
    duplicates: null,
    inFlightAtStop: null,
    shutdown: null,
    problem: null,
  };
  const dataset = await createDataset('pglite', 1000);
  let server: Running | null = null;
  try {
    server = await startOurServer({ port: PORTS.ours, dataDir: dataset.dataDir, seedDemo: false });
    const asins = Array.from({ length: 50 }, (_, i) => generateDeal(i, new Date()).asin);
    const url = server.url;
    // One request whose every send carries a fresh id; ids answered 2xx are collected.
    const tracked = (prefix: string, accepted: Set<number>): Request => {
      let nextId = 0;
      return {
        method: 'POST',
        path: TRACK_PATH,
        headers: { 'content-type': 'application/json', origin: url },
        setupRequest(req: Request, context: Context) {
          const id = nextId++;
          context.id = id;
          return { ...req, body: clickBody(`${prefix}${id}`, asins[id % asins.length], id) };
        },
        onResponse(status: number, _body: string, context: Context) {
          if (status >= 200 && status < 300) accepted.add(context.id as number);
        },
      };
    };
    const accepted = new Set<number>();
    try {
      await runLoad({
        url,
        connections: config.connections,
        durationSec: 1,
        requests: [tracked(WARM_UP_PREFIX, new Set())],
      });
      result.load = await runLoad({
        url,
        connections: config.connections,
        durationSec: config.durationSec,
        requests: [tracked(SESSION_PREFIX, accepted)],
      });
    } catch (err) {
      result.problem = errorText(err);
    }
    const started = performance.now();
    // A graceful stop lets the server finish storing what it accepted.
    const stopped = await withTimeout(server.stop(180_000), 200_000, 'stopping the server after click ingest');
    result.shutdown = { seconds: (performance.now() - started) / 1000, killed: stopped.killed };
    if (!result.load) return result;

    result.accepted = accepted.size;
    result.acceptedPerSec = accepted.size / result.load.durationSec;
    const answered = Object.values(result.load.statusCodes).reduce((a, b) => a + b, 0);
    result.inFlightAtStop = Math.max(0, result.load.sent - answered);

    const handle = await dataset.open();
    try {
      const rows = await handle.db
        .select({ sessionId: clickEvents.sessionId })
        .from(clickEvents)
        .where(like(clickEvents.sessionId, `${SESSION_PREFIX}%`));
      const stored = new Set(rows.map((r) => Number(r.sessionId.slice(SESSION_PREFIX.length))));
      result.stored = rows.length;
      result.lost = [...accepted].filter((id) => !stored.has(id)).length;
      result.storedUnanswered = [...stored].filter((id) => !accepted.has(id)).length;
      result.duplicates = rows.length - stored.size;
    } finally {
      await handle.close();
    }
    return result;
  } finally {
    await server?.stop();
    await dataset.remove();
  }
}
