import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDb } from '../../src/server/db/client';
import { startServer, whenServing, type ServerProcess } from '../support/server-process';
import { createTempDatabase, type TempDatabase } from '../support/temp-database';

// kill -9 under click load: every click answered 202 must be in click_events afterwards.
const postgresUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
const CONNECTIONS = 20;
let server: ServerProcess | null = null;
let database: TempDatabase | null = null;

afterEach(async () => {
  server?.child.kill('SIGKILL');
  server = null;
  await database?.drop();
  database = null;
});

/** Clicks from CONNECTIONS loops until the server dies; the session ids answered 202. */
async function clickUntilKilled(url: string, killAfterMs: number): Promise<string[]> {
  const acknowledged: string[] = [];
  let killed = false;
  const loop = async (connection: number) => {
    for (let n = 0; !killed; n++) {
      const sessionId = `kill-${connection}-${n}`;
      try {
        const res = await fetch(`${url}/api/deal-clicks/track`, {
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
  server?.child.kill('SIGKILL');
  killed = true;
  await server?.exited;
  await Promise.all(loops);
  return acknowledged;
}

async function storedAfterKill(dataDir: string): Promise<Set<string>> {
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
  it(`finds every acknowledged click stored after SIGKILL under load (${postgresUrl ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deals-kill-'));
    if (postgresUrl) database = await createTempDatabase(postgresUrl, 'deals_kill');
    server = await startServer({ DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url() } : {}) });
    await whenServing(server);

    const acknowledged = await clickUntilKilled(server.url, 2000);
    const stored = await storedAfterKill(dataDir);
    expect(acknowledged.length).toBeGreaterThan(200);
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  }, 90_000);
});
