import { expect } from 'vitest';
import type { FakePushService } from './fake-push-service';
import { readData } from './http';
import type { TestApp } from './test-app';

/**
 * A device that turned notifications on through POST /api/push/subscriptions, its endpoint at the
 * fake push service (daily, no quiet hours, so notices go at once): the fake's subscription and
 * the push token the server answered.
 */
export async function subscribedDevice(t: TestApp, fake: FakePushService) {
  const sub = fake.subscription();
  const res = await t.request('POST', '/api/push/subscriptions', {
    body: {
      subscription: { endpoint: sub.endpoint, keys: sub.keys },
      preferences: { frequency: 'daily', timeZone: 'UTC', quietHours: null },
    },
  });
  expect(res.status, res.text).toBe(201);
  return { ...sub, token: (await readData<{ token: string }>(res)).token };
}
