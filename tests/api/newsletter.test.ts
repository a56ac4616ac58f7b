import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NewsletterResult } from '../../src/schemas/newsletter';
import { mailDeliveries, newsletterSubscribers } from '../../src/server/db/schema';
import { signLinkToken } from '../../src/server/mail/signed-token';
import { readData, readJson } from '../support/http';
import { createTestApp, type TestApp } from '../support/test-app';

const DAY = 24 * 60 * 60 * 1000;
const subscribers = (t: TestApp) => t.db.select().from(newsletterSubscribers);

describe('newsletter subscribe / unsubscribe / confirm', () => {
  let t: TestApp;
  let clock: Date;

  beforeEach(async () => {
    clock = new Date();
    t = await createTestApp({ now: () => clock });
  });
  afterEach(() => t.close());

  it('subscribes a normalised address once, pending confirmation', async () => {
    const first = await t.request('POST', '/api/essentials/subscribe', {
      body: { email: '  Mom.Of.Three@Example.COM ' },
    });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({
      data: { email: 'mom.of.three@example.com', status: 'pending' },
      message: 'Thanks for subscribing! Please check your inbox to confirm your subscription.',
    });
    const again = await t.request('POST', '/api/essentials/subscribe', { body: { email: 'mom.of.three@example.com' } });
    expect(again.status).toBe(200);
    await t.deps.tasks.idle();
    const rows = await subscribers(t);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'mom.of.three@example.com', status: 'pending' });
    // One confirmation mail, however often the form is sent.
    expect(await t.db.select().from(mailDeliveries)).toHaveLength(1);
  });

  it("confirms only when the button on the link's page is pressed (a POST), never by opening the link", async () => {
    await t.request('POST', '/api/essentials/subscribe', { body: { email: 'anna@example.com' } });
    const token = signLinkToken(t.deps.authSecret, 'confirm', 'anna@example.com', new Date(clock.getTime() + DAY));
    // A mail scanner that opens the link gets a page with a button, and confirms nothing.
    const page = await t.request('GET', `/api/essentials/confirm?token=${encodeURIComponent(token)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('<form method="post" action="/api/essentials/confirm">');
    expect(page.text).toContain(`name="token" value="${token}"`);
    expect(page.text).toContain('Confirm my subscription');
    expect((await subscribers(t))[0].status).toBe('pending');

    const pressed = await t.request('POST', '/api/essentials/confirm', {
      raw: `token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(pressed.status).toBe(200);
    expect(pressed.text).toContain('Your subscription is confirmed');
    expect((await subscribers(t))[0].status).toBe('confirmed');

    const again = await t.request('POST', '/api/essentials/confirm', { body: { token } });
    expect(again.json).toEqual({
      data: { email: 'anna@example.com', status: 'confirmed' },
      message: 'Your subscription is confirmed: deal alerts will come to your inbox.',
    });

    const already = await t.request('POST', '/api/essentials/subscribe', { body: { email: 'anna@example.com' } });
    expect(already.json).toEqual({
      data: { email: 'anna@example.com', status: 'confirmed' },
      message: "You're already subscribed to deal alerts.",
    });
  });

  it('refuses forged, tampered, expired and wrong-purpose links and changes nothing', async () => {
    await t.request('POST', '/api/essentials/subscribe', { body: { email: 'anna@example.com' } });
    const good = signLinkToken(t.deps.authSecret, 'confirm', 'anna@example.com', new Date(clock.getTime() + DAY));
    const forged = signLinkToken('another-secret', 'confirm', 'anna@example.com', new Date(clock.getTime() + DAY));
    const [body, sig] = good.split('.');
    const tampered = `${Buffer.from(JSON.stringify({ p: 'confirm', e: 'eve@example.com' })).toString('base64url')}.${sig}`;
    const unsubscribeToken = signLinkToken(t.deps.authSecret, 'unsubscribe', 'anna@example.com');
    for (const token of [forged, tampered, `${body}.`, 'garbage', unsubscribeToken, 'x'.repeat(1001)]) {
      const page = await t.request('GET', `/api/essentials/confirm?token=${encodeURIComponent(token)}`);
      expect(page.status).toBe(400);
      expect(page.text).not.toContain('<form');
      const res = await t.request('POST', '/api/essentials/confirm', { body: { token } });
      expect(res.status).toBe(400);
      expect((await readJson(res)).message).toBeTruthy();
    }
    expect((await readJson(await t.request('GET', '/api/essentials/confirm'))).message).toBe('token is required');
    expect((await readJson(await t.request('POST', '/api/essentials/confirm', { body: {} }))).message).toBe(
      'token is required',
    );

    clock = new Date(clock.getTime() + 8 * DAY);
    const expired = await t.request('POST', '/api/essentials/confirm', { body: { token: good } });
    expect(expired.status).toBe(400);
    expect((await readJson(expired)).message).toBe(
      'This confirmation link is invalid or has expired. Please subscribe again.',
    );
    const expiredForm = await t.request('POST', '/api/essentials/confirm', {
      raw: `token=${encodeURIComponent(good)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(expiredForm.status).toBe(400);
    expect(expiredForm.text).toContain('This confirmation link is invalid or has expired.');
    expect((await subscribers(t))[0].status).toBe('pending');
  });

  it('unsubscribes by address, and one-click by signed link', async () => {
    for (const email of ['a@example.com', 'b@example.com'])
      await t.request('POST', '/api/essentials/subscribe', { body: { email } });
    const res = await t.request('POST', '/api/essentials/unsubscribe', { body: { email: 'A@example.com' } });
    expect(res.json).toEqual({
      data: { email: 'a@example.com', status: 'unsubscribed' },
      message: 'You have been unsubscribed from deal alerts.',
    });

    const token = signLinkToken(t.deps.authSecret, 'unsubscribe', 'b@example.com');
    const oneClick = await t.request(
      'POST',
      `/api/essentials/unsubscribe/one-click?token=${encodeURIComponent(token)}`,
      {
        raw: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    );
    expect(oneClick.status).toBe(200);
    expect(await readData(oneClick)).toEqual({ email: 'b@example.com', status: 'unsubscribed' });
    expect((await subscribers(t)).map((s) => s.status)).toEqual(['unsubscribed', 'unsubscribed']);

    // Opening the one-click address in a browser only shows the unsubscribe page.
    const page = await t.request('GET', `/api/essentials/unsubscribe/one-click?token=${encodeURIComponent(token)}`);
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe(`/unsubscribe?token=${encodeURIComponent(token)}`);
  });

  it('answers an unknown address like a known one, without storing it', async () => {
    const res = await t.request('POST', '/api/essentials/unsubscribe', { body: { email: 'nobody@example.com' } });
    expect(res.status).toBe(200);
    expect(await subscribers(t)).toEqual([]);
  });

  it('lets an unsubscribed reader subscribe again with a fresh confirmation, but not through an old link', async () => {
    await t.request('POST', '/api/essentials/subscribe', { body: { email: 'c@example.com' } });
    const oldLink = signLinkToken(t.deps.authSecret, 'confirm', 'c@example.com', new Date(clock.getTime() + DAY));
    await t.request('POST', '/api/essentials/unsubscribe', { body: { email: 'c@example.com' } });
    const cancelled = await t.request('POST', '/api/essentials/confirm', { body: { token: oldLink } });
    expect(cancelled.status).toBe(409);
    expect((await subscribers(t))[0].status).toBe('unsubscribed');

    const again = await t.request('POST', '/api/essentials/subscribe', { body: { email: 'c@example.com' } });
    expect((await readData<NewsletterResult>(again)).status).toBe('pending');
    await t.deps.tasks.idle();
    expect(await subscribers(t)).toHaveLength(1);
    expect(await t.db.select().from(mailDeliveries)).toHaveLength(2);
  });

  it('sends at most 3 confirmations a day to one address, however often it cycles', async () => {
    for (let i = 0; i < 5; i++) {
      await t.request('POST', '/api/essentials/subscribe', { body: { email: 'cycle@example.com' } });
      await t.deps.tasks.idle();
      await t.request('POST', '/api/essentials/unsubscribe', { body: { email: 'cycle@example.com' } });
      clock = new Date(clock.getTime() + 1000);
    }
    expect(await t.db.select().from(mailDeliveries)).toHaveLength(3);
    // A day later the address may be asked again.
    clock = new Date(clock.getTime() + DAY);
    await t.request('POST', '/api/essentials/subscribe', { body: { email: 'cycle@example.com' } });
    await t.deps.tasks.idle();
    expect(await t.db.select().from(mailDeliveries)).toHaveLength(4);
  });
});

describe('newsletter refuses bad input and changes nothing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await t.deps.tasks.idle();
    expect(await subscribers(t)).toEqual([]);
    expect(await t.db.select().from(mailDeliveries)).toEqual([]);
  });

  it.each([
    ['no body', undefined, 'Email is required'],
    ['no email', '{}', 'Email is required'],
    ['an empty email', '{"email":""}', 'Email is required'],
    ['only spaces', '{"email":"   "}', 'Email is required'],
    ['a number', '{"email":42}', 'Please enter a valid email'],
    ['a list', '{"email":["a@example.com"]}', 'Please enter a valid email'],
    ['no @', '{"email":"mom.example.com"}', 'Please enter a valid email'],
    ['a space inside', '{"email":"mom of three@example.com"}', 'Please enter a valid email'],
    ['HTML', '{"email":"<script>alert(1)</script>@example.com"}', 'Please enter a valid email'],
    [
      'SQL',
      JSON.stringify({ email: "x'; DROP TABLE newsletter_subscribers;--@example.com" }),
      'Please enter a valid email',
    ],
    ['a quote', JSON.stringify({ email: 'o\'hara"@example.com' }), 'Please enter a valid email'],
    ['no domain dot', '{"email":"mom@localhost"}', 'Please enter a valid email'],
    ['two @', '{"email":"a@b@example.com"}', 'Please enter a valid email'],
    ['an over-long address', JSON.stringify({ email: `${'a'.repeat(250)}@example.com` }), 'Please enter a valid email'],
    ['malformed JSON', '{"email": "a@', 'Request body is not valid JSON'],
  ])('refuses %s', async (_name, raw, message) => {
    for (const path of ['/api/essentials/subscribe', '/api/essentials/unsubscribe']) {
      const res = await t.request('POST', path, raw === undefined ? {} : { raw });
      expect(res.status).toBe(400);
      expect((await readJson(res)).message).toBe(message);
    }
  });

  it('refuses a one-click unsubscribe without a valid token', async () => {
    for (const query of ['', '?token=', '?token=abc.def']) {
      const res = await t.request('POST', `/api/essentials/unsubscribe/one-click${query}`);
      expect(res.status).toBe(400);
      expect((await readJson(res)).message).toBeTruthy();
    }
  });
});
