import type { BrowserContext, Page } from '@playwright/test';
import { startFakePushService, type FakePushService } from '../../support/fake-push-service';
import { E2E_PUSH_PORT } from './env';
import { test } from './public';

/**
 * Starts the local fake push service (it decrypts what our server sends it, RFC 8291) for the
 * spec file that calls this, and stops it after; answers a getter for it.
 */
export function fakePushServiceForFile(): () => FakePushService {
  let push: FakePushService | undefined;
  test.beforeAll(async () => {
    push = await startFakePushService(E2E_PUSH_PORT);
  });
  test.afterAll(async () => {
    await push?.close();
  });
  return () => {
    if (!push) throw new Error('the fake push service starts in beforeAll');
    return push;
  };
}

/**
 * A phone whose browser push service is the fake: notifications allowed, `pushManager.subscribe`
 * answered by a new subscription at the fake, and each permission request counted in
 * `window.permissionAsked`. Answers that subscription.
 */
export async function phoneWithFakePush(page: Page, context: BrowserContext, push: FakePushService) {
  const subscription = push.subscription();
  await context.grantPermissions(['notifications']);
  await page.addInitScript((sub) => {
    const w = window as unknown as { permissionAsked: number };
    w.permissionAsked = 0;
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = () => {
      w.permissionAsked += 1;
      return ask();
    };
    PushManager.prototype.subscribe = async () =>
      ({
        endpoint: sub.endpoint,
        toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
      }) as unknown as PushSubscription;
    PushManager.prototype.getSubscription = async () => null;
  }, subscription);
  return subscription;
}
