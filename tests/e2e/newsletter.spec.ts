import { expect, openHome, openWithConsent, test } from './support/public';

// A busy machine can be slow to seed, hydrate and run axe; no assertion here is about speed.
test.describe.configure({ timeout: 90_000 });

const email = (name: string) => `${name}-${Date.now()}@example.com`;

test.describe('newsletter', () => {
  test('the modal validates while typing, subscribes, then closes and resets', async ({ page }) => {
    await openHome(page);
    const opener = page.getByRole('button', { name: 'Get Deal Alerts' }).first();
    await opener.click();
    const modal = page.getByRole('dialog', { name: 'Get Deal Alerts' });
    const input = modal.getByLabel('Email address');
    const submit = modal.getByRole('button', { name: 'Subscribe' });

    await submit.click();
    await expect(modal.getByRole('alert')).toHaveText('Email is required');
    await input.fill('mom@home');
    await expect(modal.getByRole('alert')).toHaveText('Please enter a valid email');
    await input.fill(email('modal'));
    await expect(modal.getByRole('alert')).toBeHidden();
    await expect(modal.getByRole('link', { name: 'unsubscribe at any time' })).toHaveAttribute('href', '/unsubscribe');

    const answered = page.waitForResponse((r) => r.url().endsWith('/api/essentials/subscribe'));
    await submit.click();
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(((await response.json()) as { data: { email: string } }).data.email).toBe(await input.inputValue());
    await expect(modal.getByRole('button', { name: 'Subscribed! 🎉' })).toBeDisabled();
    await expect(input).toBeDisabled();
    await expect(page.locator('#toaster')).toContainText(/subscrib/i);
    // Shown as a popover opened after the modal: in the top layer above the modal and its backdrop, not dimmed.
    await expect(modal).toBeVisible();
    expect(await page.locator('#toaster').evaluate((toaster) => toaster.matches(':popover-open'))).toBe(true);

    await expect(modal).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await expect(input).toHaveValue('');
    await expect(input).toBeEnabled();
  });

  test('an invalid address is never sent', async ({ page }) => {
    await openHome(page);
    let sent = 0;
    page.on('request', (r) => r.url().endsWith('/api/essentials/subscribe') && sent++);
    await page.getByRole('button', { name: 'Get Deal Alerts' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Get Deal Alerts' });
    await modal.getByLabel('Email address').fill('not an email');
    await modal.getByRole('button', { name: 'Subscribe' }).click();
    await expect(modal.getByRole('alert')).toHaveText('Please enter a valid email');
    expect(sent).toBe(0);
  });

  test('the subscribe page subscribes and goes home', async ({ page }) => {
    await openWithConsent(page, '/newsletter');
    await page.getByRole('textbox', { name: 'Email address' }).fill(email('page'));
    await page.getByRole('button', { name: 'Subscribe to Deals' }).click();
    await expect(page.getByRole('button', { name: 'Subscribed! Redirecting...' })).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'Email address' })).toBeDisabled();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the unsubscribe page unsubscribes and goes home', async ({ page }) => {
    const address = email('leaving');
    await openWithConsent(page, `/unsubscribe?email=${encodeURIComponent(address)}`);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { name: 'Unsubscribed Successfully' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a mail's unsubscribe link, which carries only its token, fills in the address", async ({ page }) => {
    const address = email('from-mail');
    // The page reads the address inside the token; the server checks the signature when it acts.
    const body = Buffer.from(JSON.stringify({ p: 'unsubscribe', e: address })).toString('base64url');
    await openWithConsent(page, `/unsubscribe?token=${body}.signature`);
    await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue(address);
  });
});
