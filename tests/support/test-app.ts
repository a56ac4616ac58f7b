import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { AppDeps } from '../../src/server/app-deps';
import { createApp } from '../../src/server/app';
import { openDb } from '../../src/server/db/client';
import { parseEnv } from '../../src/server/env';
import { BackgroundTasks } from '../../src/server/http/background';
import { loadVapidKeys } from '../../src/server/secrets';
import type { RetailerClient } from '../../src/server/retailer/retailer-client';
import { watchDataChanges } from '../../src/server/services/data-changes';

export const TEST_ADMIN_KEY = 'test-admin-key-123';

export interface TestAppOptions {
  retailer?: RetailerClient;
  env?: Record<string, string>;
  now?: () => Date;
}

/**
 * The real app over a fresh database: in-memory PGlite, or its own schema on the
 * PostgreSQL server when TEST_DB=postgres (TEST_DATABASE_URL).
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const usePostgres = process.env.TEST_DB === 'postgres';
  const databaseUrl = usePostgres ? process.env.TEST_DATABASE_URL : undefined;
  if (usePostgres && !databaseUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const pgSchema = usePostgres ? `t_${crypto.randomBytes(6).toString('hex')}` : undefined;
  const handle = await openDb({ databaseUrl, pgSchema });
  const env = parseEnv({
    DATA_DIR: path.join(os.tmpdir(), `deals-test-${crypto.randomBytes(4).toString('hex')}`),
    SITE_URL: 'http://localhost:4321',
    NODE_ENV: 'test',
    ...options.env,
  });
  const logger = pino({ level: 'silent' });
  const deps: AppDeps = {
    handle,
    env,
    logger,
    authSecret: 'test-secret-that-is-long-enough-for-hs256',
    adminKey: TEST_ADMIN_KEY,
    retailer: options.retailer ?? {
      name: 'demo',
      searchItems: () => Promise.resolve([]),
      getItems: () => Promise.resolve({ items: [], errors: [] }),
    },
    vapid: loadVapidKeys(env),
    tasks: new BackgroundTasks(logger),
    now: options.now ?? (() => new Date()),
  };
  const app = createApp(deps);
  // Tests write straight to the database; a request waits until the change listener has heard
  // those writes, as it has an operator's write by the time that write answers.
  const changes = watchDataChanges(handle, { clear() {}, pause() {}, resume() {} }, logger);

  /** Sends a request to the app; JSON bodies are serialised; cookies are kept like a browser. */
  const jar = new Map<string, string>();
  async function request(
    method: string,
    url: string,
    init: { body?: unknown; headers?: Record<string, string>; raw?: string } = {},
  ) {
    await changes.caughtUp();
    const headers: Record<string, string> = { ...init.headers };
    if (init.body !== undefined || init.raw !== undefined) headers['content-type'] ??= 'application/json';
    if (jar.size && !headers.cookie) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await app.request(url, {
      method,
      headers,
      body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
    });
    for (const setCookie of res.headers.getSetCookie()) {
      const [pair] = setCookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /max-age=0/i.test(setCookie)) jar.delete(name);
      else jar.set(name, value);
    }
    const text = await res.text();
    return { status: res.status, headers: res.headers, json: parseJson(text), text };
  }

  return {
    app,
    deps,
    db: handle.db,
    request,
    cookies: jar,
    /** Resolves once the app's change listener has heard every write committed so far. */
    caughtUp: () => changes.caughtUp(),
    /** Signs in as admin through the real login route. */
    async signIn() {
      const res = await request('POST', '/api/auth/login', { body: { key: TEST_ADMIN_KEY } });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
    },
    async close() {
      await deps.tasks.idle();
      await handle.close();
      // The app writes there (the mail outbox, rendered demo images); a test's own DATA_DIR is the test's.
      if (!options.env?.DATA_DIR) fs.rmSync(env.dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The body as untyped JSON, or null when it is not JSON; tests read it with readJson (tests/support/http.ts). */
function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}
