import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../src/server/db/schema';
import { launchMailAfterRefresh } from '../../src/server/jobs/digest';
import { signLinkToken } from '../../src/server/mail/signed-token';
import { insertCategories, insertDeals } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

// Installs Debian's SpamAssassin when it is missing and we may (root, apt-get), like Chromium.
const install = spawnSync('node', ['scripts/ensure-spamassassin.mjs'], { encoding: 'utf8' });
const missing = install.status === 0 ? null : install.stderr.trim() || 'SpamAssassin could not be installed';

/** SpamAssassin's score of a raw message: local tests only (-L), no network lookups. */
function spamScore(raw: string): { score: number; tests: string } {
  const out = execFileSync('spamassassin', ['-L', '-t'], { input: raw, encoding: 'utf8', maxBuffer: 10 * 1024 * 1024 });
  const status = /^X-Spam-Status: .*?score=(-?[\d.]+)[\s\S]*?tests=([^\n]*(?:\n\t[^\n]*)*)/m.exec(out);
  if (!status) throw new Error(`no X-Spam-Status in SpamAssassin's answer:\n${out.slice(0, 2000)}`);
  return { score: Number(status[1]), tests: status[2].replace(/\s+/g, ' ') };
}

describe.skipIf(missing !== null)(`spam score of every mail${missing ? ` (skipped: ${missing})` : ''}`, () => {
  let t: TestApp;
  const raw = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp({
      env: { SITE_URL: 'https://deals.example.com', MAIL_FROM: 'Savvy Mom Deals <deals@deals.example.com>' },
    });
    await insertCategories(t.db);
    await insertDeals(t.db, [
      { title: 'Cruisers Diapers Size 4, 124 Count', category: 'baby', discountPercentage: 35 },
      { title: 'STEM Building Blocks Set', category: 'toys', discountPercentage: 55 },
    ]);
    await t.request('POST', '/api/essentials/subscribe', { body: { email: 'new@example.com' } });
    await t.deps.tasks.idle();
    await t.db.insert(newsletterSubscribers).values([
      { email: 'digest@example.com', status: 'confirmed' },
      { email: 'alert@example.com', status: 'confirmed' },
    ]);
    const token = signLinkToken(
      t.deps.authSecret,
      'preferences',
      'alert@example.com',
      new Date(Date.now() + 86_400_000),
    );
    await t.request('PUT', '/api/alerts/preferences', {
      body: { token, preferences: { categories: ['baby'], frequency: 'instant' } },
    });
    await launchMailAfterRefresh(t.deps);
    const outbox = path.join(t.deps.env.dataDir, 'outbox');
    for (const file of fs.readdirSync(outbox)) {
      const message = fs.readFileSync(path.join(outbox, file), 'utf8');
      const to = /^To: (\S+)/m.exec(message)?.[1] ?? file;
      raw.set(to, message);
    }
  }, 120_000);
  afterAll(() => t.close());

  it.each([
    ['the confirmation', 'new@example.com'],
    ['the digest', 'digest@example.com'],
    ['an alert', 'alert@example.com'],
  ])(
    'scores %s below 1.0',
    (_, to) => {
      const message = raw.get(to);
      expect(message, `no mail to ${to}; got ${[...raw.keys()].join(', ')}`).toBeDefined();
      const { score, tests } = spamScore(message as string);
      expect(score, `SpamAssassin tests hit: ${tests}`).toBeLessThan(1.0);
    },
    60_000,
  );
});
