import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AlertPreferencesView } from '../../src/schemas/alerts';
import { alertPreferences, pushSubscriptions } from '../../src/server/db/schema';
import { startFakePushService, type FakePushService } from '../support/fake-push-service';
import { insertCategories } from '../support/factories';
import { readJson } from '../support/http';
import { createTestApp, type TestApp } from '../support/test-app';

let fake: FakePushService;
let t: TestApp;

beforeEach(async () => {
  fake = await startFakePushService();
  t = await createTestApp({ env: { PUSH_ALLOWED_ORIGINS: fake.origin } });
  await insertCategories(t.db);
});
afterEach(async () => {
  await t.close();
  await fake.close();
});

const RULES = { categories: ['baby'], keywords: ['sippy cup'], frequency: 'instant' };
const subscribe = (body: unknown) => t.request('POST', '/api/push/subscriptions', { body });
const view = async (token: string) =>
  (
    await readJson<{ data: AlertPreferencesView }>(
      await t.request('GET', `/api/alerts/preferences?token=${encodeURIComponent(token)}`),
    )
  ).data;

describe('GET /api/push/public-key', () => {
  it('answers the VAPID public key, a P-256 point kept in DATA_DIR for later starts', async () => {
    const res = await t.request('GET', '/api/push/public-key');
    expect(res.status).toBe(200);
    const { publicKey } = (res.json as { data: { publicKey: string } }).data;
    const point = Buffer.from(publicKey, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
    const stored = JSON.parse(fs.readFileSync(path.join(t.deps.env.dataDir, 'vapid-keys.json'), 'utf8')) as {
      publicKey: string;
    };
    expect(stored.publicKey).toBe(publicKey);
  });
});

describe('POST /api/push/subscriptions', () => {
  it('stores the subscription with its rules and answers a token that reads, changes and deletes it', async () => {
    const sub = fake.subscription();
    const res = await subscribe({
      subscription: { endpoint: sub.endpoint, keys: sub.keys },
      preferences: { ...RULES, timeZone: 'America/Chicago' },
    });
    expect(res.status, res.text).toBe(201);
    const { token } = (res.json as { data: { token: string } }).data;

    const first = await view(token);
    expect(first.email).toBeNull();
    expect(first.push).toEqual({
      endpoint: sub.endpoint,
      timeZone: 'America/Chicago',
      quietHours: { start: '21:00', end: '07:00' },
    });
    expect(first.preferences).toMatchObject({ categories: ['baby'], keywords: ['sippy cup'], frequency: 'instant' });

    const saved = await t.request('PUT', '/api/alerts/preferences', {
      body: { token, preferences: { stages: ['toddler'], frequency: 'daily', quietHours: null } },
    });
    expect(saved.status, saved.text).toBe(200);
    const changed = await view(token);
    expect(changed.preferences).toMatchObject({ categories: [], stages: ['toddler'], frequency: 'daily' });
    expect(changed.push).toMatchObject({ timeZone: 'America/Chicago', quietHours: null });

    const cleared = await t.request('DELETE', `/api/alerts/preferences?token=${encodeURIComponent(token)}`);
    expect(cleared.status).toBe(200);
    expect(await t.db.select().from(pushSubscriptions)).toHaveLength(0);
    expect(await t.db.select().from(alertPreferences)).toHaveLength(0);
    expect((await t.request('GET', `/api/alerts/preferences?token=${encodeURIComponent(token)}`)).status).toBe(404);
  });

  it('updates, never duplicates, when the same endpoint subscribes again', async () => {
    const sub = fake.subscription();
    const body = (frequency: string) => ({
      subscription: { endpoint: sub.endpoint, keys: sub.keys },
      preferences: { ...RULES, frequency, timeZone: 'UTC' },
    });
    expect((await subscribe(body('instant'))).status).toBe(201);
    const again = await subscribe(body('refresh'));
    expect(again.status).toBe(201);
    expect(await t.db.select().from(pushSubscriptions)).toHaveLength(1);
    const rules = await t.db.select().from(alertPreferences);
    expect(rules.map((r) => r.frequency)).toEqual(['refresh']);
    const { token } = (again.json as { data: { token: string } }).data;
    expect((await view(token)).preferences?.frequency).toBe('refresh');
  });

  it('is removed by DELETE with its endpoint; a second DELETE answers 404', async () => {
    const sub = fake.subscription();
    await subscribe({ subscription: { endpoint: sub.endpoint, keys: sub.keys }, preferences: RULES });
    const removed = await t.request('DELETE', '/api/push/subscriptions', { body: { endpoint: sub.endpoint } });
    expect(removed.status).toBe(200);
    expect(await t.db.select().from(pushSubscriptions)).toHaveLength(0);
    expect(await t.db.select().from(alertPreferences)).toHaveLength(0);
    const again = await t.request('DELETE', '/api/push/subscriptions', { body: { endpoint: sub.endpoint } });
    expect(again.status).toBe(404);
  });

  describe('bad input: 400 naming the field, nothing stored', () => {
    const good = () => {
      const sub = fake.subscription();
      return { subscription: { endpoint: sub.endpoint, keys: sub.keys }, preferences: RULES };
    };
    const p256 = () => good().subscription.keys.p256dh;
    const cases: [string, () => unknown, string][] = [
      ['no subscription', () => ({ preferences: RULES }), 'subscription'],
      ['no keys', () => ({ ...good(), subscription: { endpoint: good().subscription.endpoint } }), 'subscription.keys'],
      [
        'a key that is not base64url',
        () => ({ ...good(), subscription: { ...good().subscription, keys: { p256dh: 'not+base64/=', auth: 'x' } } }),
        'subscription.keys.p256dh',
      ],
      [
        'a key that is not a P-256 point',
        () => {
          const g = good();
          const bytes = Buffer.from(p256(), 'base64url');
          bytes[0] = 2;
          return {
            ...g,
            subscription: { ...g.subscription, keys: { ...g.subscription.keys, p256dh: bytes.toString('base64url') } },
          };
        },
        'subscription.keys.p256dh',
      ],
      [
        'an auth secret of the wrong size',
        () => {
          const g = good();
          return { ...g, subscription: { ...g.subscription, keys: { ...g.subscription.keys, auth: 'AAAA' } } };
        },
        'subscription.keys.auth',
      ],
      [
        'an endpoint over 2 KB',
        () => {
          const g = good();
          return {
            ...g,
            subscription: { ...g.subscription, endpoint: `https://fcm.googleapis.com/${'a'.repeat(2100)}` },
          };
        },
        'subscription.endpoint',
      ],
      ...[
        'http://fcm.googleapis.com/fcm/send/x',
        'https://127.0.0.1/push',
        'https://169.254.169.254/latest/meta-data/',
        'https://192.168.1.10/push',
        'https://push.example.com/x',
      ].map((endpoint): [string, () => unknown, string] => [
        `the endpoint ${endpoint}`,
        () => {
          const g = good();
          return { ...g, subscription: { ...g.subscription, endpoint } };
        },
        'subscription.endpoint',
      ]),
      [
        'a time zone that is not IANA',
        () => ({ ...good(), preferences: { ...RULES, timeZone: 'Mars/Olympus' } }),
        'timeZone',
      ],
      ['an offset for a time zone', () => ({ ...good(), preferences: { ...RULES, timeZone: '+05:00' } }), 'timeZone'],
      [
        'quiet hours not HH:MM',
        () => ({ ...good(), preferences: { ...RULES, quietHours: { start: '9pm', end: '07:00' } } }),
        'quietHours.start',
      ],
      ['an unknown category', () => ({ ...good(), preferences: { ...RULES, categories: ['rockets'] } }), 'category'],
    ];
    it.each(cases)('%s', async (_name, body, field) => {
      const res = await subscribe(body());
      expect(res.status, res.text).toBe(400);
      expect((res.json as { message: string }).message).toContain(field);
      expect(await t.db.select().from(pushSubscriptions)).toHaveLength(0);
      expect(await t.db.select().from(alertPreferences)).toHaveLength(0);
    });

    it('never contacts a refused endpoint', async () => {
      const sub = fake.subscription();
      await subscribe({ subscription: { endpoint: 'https://127.0.0.1/push', keys: sub.keys }, preferences: RULES });
      expect(fake.received).toHaveLength(0);
    });
  });
});
