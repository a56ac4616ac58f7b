import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WatchView } from '../../src/schemas/watches';
import { watches } from '../../src/server/db/schema';
import { signLinkToken } from '../../src/server/mail/signed-token';
import { startFakePushService, type FakePushService } from '../support/fake-push-service';
import { nextAsin } from '../support/factories';
import { readData } from '../support/http';
import { subscribedDevice } from '../support/push-device';
import { createTestApp, type TestApp } from '../support/test-app';

let fake: FakePushService;
let t: TestApp;

beforeEach(async () => {
  fake = await startFakePushService();
  t = await createTestApp({ env: { PUSH_ALLOWED_ORIGINS: fake.origin } });
});
afterEach(async () => {
  await t.close();
  await fake.close();
});

const device = () => subscribedDevice(t, fake);

const watchBody = (pushEndpoint: string) => ({ body: { asin: nextAsin(), rule: 'drop', pushEndpoint } });

describe("an owner's watches", () => {
  it('stay at 200 when several are added at the same moment', async () => {
    const phone = await device();
    for (let i = 0; i < 195; i++) {
      const res = await t.request('POST', '/api/watches', watchBody(phone.endpoint));
      expect(res.status, res.text).toBe(201);
    }
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.request('POST', '/api/watches', watchBody(phone.endpoint))),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 201, 201, 201, 409, 409, 409, 409, 409]);
    const listed = await readData<unknown[]>(
      await t.request('GET', `/api/watches?token=${encodeURIComponent(phone.token)}`),
    );
    expect(listed).toHaveLength(200);
  });

  it('go with the device that turns notifications off, and only its push watches go', async () => {
    const phone = await device();
    const kept = await device();
    expect((await t.request('POST', '/api/watches', watchBody(phone.endpoint))).status).toBe(201);
    expect((await t.request('POST', '/api/watches', watchBody(kept.endpoint))).status).toBe(201);
    const [pushWatch] = await t.db.select().from(watches).where(eq(watches.channel, 'push')).limit(1);
    const phoneId = pushWatch.ownerId;
    // An e-mail watch whose owner id happens to be the device's: not the device's to remove.
    await t.db.insert(watches).values({ channel: 'mail', ownerId: phoneId, asin: nextAsin(), rule: 'drop' });

    const off = await t.request('DELETE', '/api/push/subscriptions', { body: { endpoint: phone.endpoint } });
    expect(off.status, off.text).toBe(200);
    const left = await t.db.select({ channel: watches.channel, ownerId: watches.ownerId }).from(watches);
    expect(left).toHaveLength(2);
    expect(left).toContainEqual({ channel: 'mail', ownerId: phoneId });
    expect(left.filter((w) => w.channel === 'push')).toHaveLength(1);
    expect(left.find((w) => w.channel === 'push')?.ownerId).not.toBe(phoneId);
  });

  it("are listed all together by an address's mailed token, and removed with it", async () => {
    const mine = [];
    for (const email of ['anna@example.com', 'anna@example.com', 'bob@example.com']) {
      const res = await t.request('POST', '/api/watches', { body: { asin: nextAsin(), rule: 'drop', email } });
      expect(res.status, res.text).toBe(201);
      mine.push(await readData<{ id: string; token: string }>(res));
    }
    const phone = await device();
    expect((await t.request('POST', '/api/watches', watchBody(phone.endpoint))).status).toBe(201);
    const address = encodeURIComponent(
      signLinkToken(t.deps.authSecret, 'preferences', 'anna@example.com', new Date(Date.now() + 86_400_000)),
    );
    const listed = await readData<WatchView[]>(await t.request('GET', `/api/watches?token=${address}`));
    expect(listed.map((w) => w.id).sort()).toEqual([mine[0].id, mine[1].id].sort());
    expect(listed.every((w) => w.channel === 'mail')).toBe(true);

    // Not another address's watch; then one of its own.
    expect((await t.request('DELETE', `/api/watches/${mine[2].id}?token=${address}`)).status).toBe(404);
    expect((await t.request('DELETE', `/api/watches/${mine[0].id}?token=${address}`)).status).toBe(200);
    expect(
      (await readData<WatchView[]>(await t.request('GET', `/api/watches?token=${address}`))).map((w) => w.id),
    ).toEqual([mine[1].id]);
    // A watch's own token still reaches that watch alone.
    const one = await readData<WatchView[]>(
      await t.request('GET', `/api/watches?token=${encodeURIComponent(mine[1].token)}`),
    );
    expect(one.map((w) => w.id)).toEqual([mine[1].id]);
  });
});
