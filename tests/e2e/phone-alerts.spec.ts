import { phoneWithFakePush, fakePushServiceForFile } from './support/phone-push';
import { expect, openWithConsent, test } from './support/public';

// "On this phone" (docs/product.md, 8.7): the subscribe flow with a subscription that points at a
// local push service, which decrypts what our server sends it (RFC 8291).
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 90_000 });

const fakePush = fakePushServiceForFile();

test('a mother turns on alerts on her phone, gets a test notification, narrows them and turns them off', async ({
  page,
  context,
}) => {
  const push = fakePush();
  const subscription = await phoneWithFakePush(page, context, push);
  await openWithConsent(page, '/newsletter');
  const phone = page.getByRole('region', { name: 'On this phone' });
  await expect(phone.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
  // Never asked on load: only after the tap.
  expect(await page.evaluate(() => (window as unknown as { permissionAsked: number }).permissionAsked)).toBe(0);

  await phone.getByRole('button', { name: 'Turn on notifications' }).click();
  await expect(phone).toContainText('This phone gets deal alerts.');
  expect(await page.evaluate(() => (window as unknown as { permissionAsked: number }).permissionAsked)).toBe(1);

  await phone.getByRole('button', { name: 'Send me a test notification' }).click();
  await expect(phone.getByRole('status')).toHaveText('A test notification is on its way.');
  await expect.poll(() => push.to(subscription.id).length, { timeout: 20_000 }).toBe(1);
  expect(push.to(subscription.id)[0].payload).toMatchObject({ title: 'Notifications are on' });
  expect(push.problems).toEqual([]);

  // Kept on the device: the page opened again still knows it.
  await page.reload();
  await phone.getByRole('link', { name: 'Choose which deals' }).click();
  await expect(page.getByText('Alerts for this phone')).toBeVisible();

  await page.goto('/newsletter');
  await phone.getByRole('button', { name: 'Turn off on this phone' }).click();
  await expect(phone.getByRole('status')).toHaveText('Notifications are off on this phone.');
  await expect(phone.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
});

test('where push cannot work it says why and how, and e-mail stays offered', async ({ page }) => {
  await page.addInitScript(() => {
    delete (window as unknown as { PushManager?: unknown }).PushManager;
  });
  await openWithConsent(page, '/newsletter');
  const phone = page.getByRole('region', { name: 'On this phone' });
  await expect(phone).toContainText('Add to Home Screen');
  await expect(phone.getByRole('button')).toHaveCount(0);
  await expect(page.locator('#subscribe-form')).toBeVisible();
});

test('a refused permission is named, with the way back', async ({ page, allowConsole }) => {
  // The alerts form without a link's token is refused; that part is not under test here.
  allowConsole(/status of 400/);
  await page.addInitScript(() => {
    Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
  });
  await openWithConsent(page, '/alerts');
  await expect(page.getByRole('region', { name: 'On this phone' })).toContainText(
    'Notifications are blocked for this site. Allow them in your browser settings',
  );
});
