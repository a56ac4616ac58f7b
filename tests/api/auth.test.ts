import crypto from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { allRefreshTokens } from '../support/admin-factories';
import { readData, readJson } from '../support/http';
import { createTestApp, TEST_ADMIN_KEY, type TestApp } from '../support/test-app';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

const login = (key: unknown) => t.request('POST', '/api/auth/login', { body: { key } });
const adminCall = (cookie?: string) => t.request('GET', '/api/admin/categories', cookie ? { headers: { cookie } } : {});
const setCookies = (res: { headers: Headers }) => res.headers.getSetCookie();
const cookieLine = (res: { headers: Headers }, name: string) =>
  setCookies(res).find((c) => c.startsWith(`${name}=`)) ?? '';
const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

/** A request from a given client address, as @hono/node-server passes it. */
const fromIp = (ip: string, key: string) =>
  t.app.request(
    '/api/auth/login',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ key }) },
    { incoming: { socket: { remoteAddress: ip } } },
  );

describe('POST /api/auth/login', () => {
  it('refuses a wrong key with 401 and sets no cookie', async () => {
    t = await createTestApp();
    const res = await login('not-the-key');
    expect(res.status).toBe(401);
    expect((await readJson(res)).message).toBe('Invalid admin key');
    expect(setCookies(res)).toEqual([]);
    expect(await allRefreshTokens(t.db)).toEqual([]);
  });

  it.each([
    ['a missing key', {}],
    ['an empty key', { key: '' }],
    ['a key that is not a string', { key: 42 }],
  ])('answers 400 naming the field for %s', async (_, body) => {
    t = await createTestApp();
    const res = await t.request('POST', '/api/auth/login', { body });
    expect(res.status).toBe(400);
    expect((await readJson(res)).message).toMatch(/key/);
  });

  it('answers 400 to malformed JSON', async () => {
    t = await createTestApp();
    const res = await t.request('POST', '/api/auth/login', { raw: '{"key":' });
    expect(res.status).toBe(400);
    expect((await readJson(res)).message).toBe('Request body is not valid JSON');
  });

  it('answers 415 unsupported_media_type to a body sent as a form', async () => {
    t = await createTestApp();
    const res = await t.request('POST', '/api/auth/login', {
      raw: `key=${TEST_ADMIN_KEY}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(res.json).toEqual({
      data: null,
      message: 'Send the request body as JSON (Content-Type: application/json)',
      error: 'unsupported_media_type',
    });
    expect(t.cookies.size).toBe(0);
  });

  it('grants admin access with httpOnly, SameSite=Strict cookies and stores only a hash of the refresh token', async () => {
    t = await createTestApp();
    const res = await login(TEST_ADMIN_KEY);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ data: { admin: true }, message: 'Admin access granted' });
    for (const name of ['access_token', 'refresh_token']) {
      const line = cookieLine(res, name);
      expect(line).toMatch(/HttpOnly/);
      expect(line).toMatch(/SameSite=Strict/);
      expect(line).toMatch(/Path=\//);
      expect(line).not.toMatch(/Secure/);
    }
    const refresh = t.cookies.get('refresh_token')!;
    const [row] = await allRefreshTokens(t.db);
    expect(row.tokenHash).toBe(sha256(refresh));
    expect(row.tokenHash).not.toContain(refresh);
    expect((await adminCall()).status).toBe(200);
  });

  it('marks the cookies Secure when the site is served over https', async () => {
    t = await createTestApp({ env: { SITE_URL: 'https://deals.example.com' } });
    const res = await login(TEST_ADMIN_KEY);
    expect(cookieLine(res, 'access_token')).toMatch(/Secure/);
    expect(cookieLine(res, 'refresh_token')).toMatch(/Secure/);
  });

  it('accepts the key when ADMIN_KEY is an argon2 hash', async () => {
    t = await createTestApp();
    t.deps.adminKey = await hash('hashed-secret');
    expect((await login('hashed-secret')).status).toBe(200);
    expect((await login(TEST_ADMIN_KEY)).status).toBe(401);
  });

  it('answers 429 with Retry-After after 10 failed attempts from one address', async () => {
    t = await createTestApp();
    for (let i = 0; i < 10; i++) expect((await login(`wrong-${i}`)).status).toBe(401);
    const limited = await login(TEST_ADMIN_KEY);
    expect(limited.status).toBe(429);
    expect((await readJson(limited)).message).toBe('Too many sign-in attempts. Try again in 15 minutes.');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(t.cookies.size).toBe(0);
  });

  it('counts attempts per address and not successful sign-ins', async () => {
    t = await createTestApp();
    for (let i = 0; i < 9; i++) expect((await fromIp('10.0.0.1', 'wrong')).status).toBe(401);
    for (let i = 0; i < 3; i++) expect((await fromIp('10.0.0.1', TEST_ADMIN_KEY)).status).toBe(200);
    expect((await fromIp('10.0.0.1', 'wrong')).status).toBe(401);
    expect((await fromIp('10.0.0.1', 'wrong')).status).toBe(429);
    expect((await fromIp('10.0.0.2', TEST_ADMIN_KEY)).status).toBe(200);
  });
});

describe('sign-in limit behind proxies and across processes', () => {
  const via = (app: { request: TestApp['app']['request'] }, peer: string, forwardedFor: string | null, key: string) =>
    app.request(
      '/api/auth/login',
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(forwardedFor === null ? {} : { 'x-forwarded-for': forwardedFor }),
        },
        body: JSON.stringify({ key }),
      },
      { incoming: { socket: { remoteAddress: peer } } },
    );

  it('with TRUST_PROXY=1 counts the client the proxy saw, so one client cannot lock out the operator', async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' } });
    const proxy = '10.9.9.9';
    // The attacker also forges an X-Forwarded-For entry: only the proxy's own entry counts.
    for (let i = 0; i < 10; i++) expect((await via(t.app, proxy, `1.2.3.4, 6.6.6.6`, 'wrong')).status).toBe(401);
    expect((await via(t.app, proxy, '7.7.7.7, 6.6.6.6', 'wrong')).status).toBe(429);
    expect((await via(t.app, proxy, '5.5.5.5', TEST_ADMIN_KEY)).status).toBe(200);
  });

  it('without TRUST_PROXY ignores X-Forwarded-For: a forged one does not escape the limit', async () => {
    t = await createTestApp();
    for (let i = 0; i < 10; i++) expect((await via(t.app, '6.6.6.6', `9.9.9.${i}`, 'wrong')).status).toBe(401);
    expect((await via(t.app, '6.6.6.6', '9.9.9.99', 'wrong')).status).toBe(429);
  });

  it('holds across server processes that share the database', async () => {
    t = await createTestApp();
    const other = createApp({ ...t.deps, responseCache: undefined, clickBuffer: undefined });
    for (let i = 0; i < 5; i++) expect((await via(t.app, '8.8.8.8', null, 'wrong')).status).toBe(401);
    for (let i = 0; i < 5; i++) expect((await via(other, '8.8.8.8', null, 'wrong')).status).toBe(401);
    expect((await via(t.app, '8.8.8.8', null, TEST_ADMIN_KEY)).status).toBe(429);
    expect((await via(other, '8.8.8.8', null, TEST_ADMIN_KEY)).status).toBe(429);
  });
});

describe('GET /api/auth/me', () => {
  it('tells whether admin access is held, never answering 401', async () => {
    t = await createTestApp();
    expect(await t.request('GET', '/api/auth/me')).toMatchObject({ status: 200, json: { data: { admin: false } } });
    await t.signIn();
    expect(await t.request('GET', '/api/auth/me')).toMatchObject({ status: 200, json: { data: { admin: true } } });
    const forged = await t.request('GET', '/api/auth/me', { headers: { cookie: 'access_token=forged.token.value' } });
    expect(forged).toMatchObject({ status: 200, json: { data: { admin: false } } });
  });

  it('says when a lapsed session can be renewed: only when the browser holds a refresh token', async () => {
    t = await createTestApp();
    expect(await readData(await t.request('GET', '/api/auth/me'))).toEqual({ admin: false, renewable: false });
    await t.signIn();
    const refreshOnly = `refresh_token=${t.cookies.get('refresh_token')}`;
    const me = await t.request('GET', '/api/auth/me', { headers: { cookie: refreshOnly } });
    expect(await readData(me)).toEqual({ admin: false, renewable: true });
  });
});

describe('POST /tokens/refresh', () => {
  it('rotates the refresh token and issues a working access token', async () => {
    t = await createTestApp();
    await t.signIn();
    const first = t.cookies.get('refresh_token');
    const res = await t.request('POST', '/tokens/refresh');
    expect(res.status).toBe(200);
    expect(await readData(res)).toEqual({ admin: true });
    expect(t.cookies.get('refresh_token')).not.toBe(first);
    expect(cookieLine(res, 'access_token')).toMatch(/HttpOnly/);
    expect((await adminCall()).status).toBe(200);
    const rows = await allRefreshTokens(t.db);
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.familyId)).size).toBe(1);
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    t = await createTestApp();
    await t.signIn();
    const stolen = t.cookies.get('refresh_token')!;
    expect((await t.request('POST', '/tokens/refresh')).status).toBe(200);
    const reuse = await t.request('POST', '/tokens/refresh', { headers: { cookie: `refresh_token=${stolen}` } });
    expect(reuse.status).toBe(401);
    // The legitimate holder's newer tokens are dead too.
    const access = `access_token=${t.cookies.get('access_token')}`;
    expect((await adminCall(access)).status).toBe(401);
    const current = `refresh_token=${t.cookies.get('refresh_token')}`;
    expect((await t.request('POST', '/tokens/refresh', { headers: { cookie: current } })).status).toBe(401);
  });

  it('renews access after the 15-minute access token has run out', async () => {
    let now = new Date();
    t = await createTestApp({ now: () => now });
    await t.signIn();
    now = new Date(now.getTime() + 15 * 60 * 1000 + 1000);
    expect((await adminCall()).status).toBe(401);
    expect((await t.request('POST', '/tokens/refresh')).status).toBe(200);
    expect((await adminCall()).status).toBe(200);
  });

  it("answers 403 'Refresh token expired' after 7 days", async () => {
    let now = new Date();
    t = await createTestApp({ now: () => now });
    await t.signIn();
    now = new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000 + 1000);
    const res = await t.request('POST', '/tokens/refresh');
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ message: 'Refresh token expired', error: 'refresh_token_expired' });
  });

  it('still rotates a token just before its 7 days are up', async () => {
    let now = new Date();
    t = await createTestApp({ now: () => now });
    await t.signIn();
    now = new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000 - 60_000);
    expect((await t.request('POST', '/tokens/refresh')).status).toBe(200);
  });

  it('answers 401 without a refresh token or with an unknown one', async () => {
    t = await createTestApp();
    expect((await t.request('POST', '/tokens/refresh')).status).toBe(401);
    const res = await t.request('POST', '/tokens/refresh', { headers: { cookie: 'refresh_token=unknown' } });
    expect(res.status).toBe(401);
    expect((await readJson(res)).message).toBe('Admin sign-in required');
  });
});

describe('POST /api/auth/logout', () => {
  it('clears the cookies and the old access token stops working', async () => {
    t = await createTestApp();
    await t.signIn();
    const oldAccess = `access_token=${t.cookies.get('access_token')}`;
    const oldRefresh = `refresh_token=${t.cookies.get('refresh_token')}`;
    const res = await t.request('POST', '/api/auth/logout');
    expect(res.status).toBe(200);
    expect(await readData(res)).toEqual({ admin: false });
    expect(t.cookies.size).toBe(0);
    expect((await adminCall(oldAccess)).status).toBe(401);
    expect((await t.request('POST', '/tokens/refresh', { headers: { cookie: oldRefresh } })).status).toBe(401);
    expect(await readData(await t.request('GET', '/api/auth/me', { headers: { cookie: oldAccess } }))).toEqual({
      admin: false,
      renewable: false,
    });
  });

  it('ends the session from the access token alone', async () => {
    t = await createTestApp();
    await t.signIn();
    const access = `access_token=${t.cookies.get('access_token')}`;
    expect((await t.request('POST', '/api/auth/logout', { headers: { cookie: access } })).status).toBe(200);
    expect((await adminCall(access)).status).toBe(401);
  });

  it('succeeds without a session', async () => {
    t = await createTestApp();
    expect((await t.request('POST', '/api/auth/logout')).status).toBe(200);
  });
});

describe('admin routes without a session', () => {
  const id = crypto.randomUUID();
  const routes: [string, string][] = [
    ['GET', '/api/admin/products/unapproved'],
    ['GET', '/api/admin/products/all'],
    ['PUT', `/api/admin/products/${id}/approve`],
    ['PUT', `/api/admin/products/${id}/disapprove`],
    ['POST', '/api/admin/products/bulk-approve'],
    ['POST', '/api/admin/products/bulk-disapprove'],
    ['PUT', `/api/admin/products/${id}/mark-super-deal`],
    ['PUT', `/api/admin/products/${id}/unmark-super-deal`],
    ['PUT', `/api/admin/products/${id}/update-type`],
    ['POST', '/api/admin/products/update-precedence'],
    ['GET', '/api/admin/categories'],
    ['GET', '/api/admin/curated-deals'],
    ['PUT', `/api/admin/curated-deals/${id}`],
    ['POST', '/api/admin/curated-deals/fetch'],
    ['POST', '/api/admin/fetch-data'],
    ['POST', '/api/admin/amazon/import-by-asins'],
    ['POST', '/api/admin/amazon/import-csv'],
    ['GET', '/api/deal-clicks/stats'],
  ];

  it.each(routes)('%s %s answers 401', async (method, url) => {
    t = await createTestApp();
    const res = await t.request(method, url, method === 'GET' ? {} : { body: {} });
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ message: 'Admin sign-in required', error: 'not_signed_in' });
  });

  it('refuses a forged access token', async () => {
    t = await createTestApp();
    await t.signIn();
    const [head, body] = t.cookies.get('access_token')!.split('.');
    expect((await adminCall(`access_token=${head}.${body}.forged`)).status).toBe(401);
  });
});
