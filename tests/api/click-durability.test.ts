import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDb } from '../../src/server/db/client';
import { serverPerTest, testPostgresUrl, whenServing, type TestServer } from '../support/server-process';

// kill -9 under click load: every click answered 202 must be in click_events afterwards.
const CONNECTIONS = 20;
const serve = serverPerTest('deals_kill');

/** Clicks from CONNECTIONS loops until the server dies; the session ids answered 202. */
async function clickUntilKilled(server: TestServer, killAfterMs: number): Promise<string[]> {
  const acknowledged: string[] = [];
  let killed = false;
  const loop = async (connection: number) => {
    for (let n = 0; !killed; n++) {
      const sessionId = `kill-${connection}-${n}`;
      try {
        const res = await fetch(`${server.url}/api/deal-clicks/track`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ asin: 'B0ABCDEF12', clickSource: 'deal-card', sessionId, metadata: {} }),
        });
        if (res.status === 202) acknowledged.push(sessionId);
      } catch {
        return; // the server is gone
      }
    }
  };
  const loops = Array.from({ length: CONNECTIONS }, (_, connection) => loop(connection));
  await new Promise((resolve) => setTimeout(resolve, killAfterMs));
  server.child.kill('SIGKILL');
  killed = true;
  await server.exited;
  await Promise.all(loops);
  return acknowledged;
}

async function storedAfterKill({ database, dataDir }: TestServer): Promise<Set<string>> {
  let rows: { session_id: string }[];
  if (database) {
    rows = await database.query('select session_id from click_events');
  } else {
    // Reopening the folder is PGlite's crash recovery, as a restarted server would do it.
    const handle = await openDb({ dataDir: path.join(dataDir, 'pg') });
    rows = (await handle.withConnection((q) => q('select session_id from click_events'))) as typeof rows;
    await handle.close();
  }
  return new Set(rows.map((row) => row.session_id));
}

describe('clicks survive kill -9', () => {
  it(`finds every acknowledged click stored after SIGKILL under load (${testPostgresUrl ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const server = await serve();
    await whenServing(server);

    const acknowledged = await clickUntilKilled(server, 2000);
    const stored = await storedAfterKill(server);
    expect(acknowledged.length).toBeGreaterThan(200);
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  }, 90_000);
});
