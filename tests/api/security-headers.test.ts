import { afterEach, describe, expect, it } from 'vitest';
import { securityHeaderProblems } from '../support/security-headers';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The JSON API's answers carry the short API set. */
const problemsOf = (res: { headers: Headers }, https = false) =>
  securityHeaderProblems((name) => res.headers.get(name), { https, api: true });

describe('security headers', () => {
  it('come with an API answer', async () => {
    t = await createTestApp();
    const res = await t.request('GET', '/api/products/categories');
    expect(res.status).toBe(200);
    expect(problemsOf(res)).toEqual([]);
  });

  it('come with an unknown endpoint, a refused request and an invalid one', async () => {
    t = await createTestApp();
    const unknown = await t.request('GET', '/api/no-such-endpoint');
    expect(unknown.status).toBe(404);
    expect(problemsOf(unknown)).toEqual([]);

    const crossSite = await t.request('POST', '/api/auth/login', {
      body: { key: 'x' },
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect(problemsOf(crossSite)).toEqual([]);

    const invalid = await t.request('POST', '/api/auth/login', { raw: '{not json' });
    expect(invalid.status).toBe(400);
    expect(problemsOf(invalid)).toEqual([]);
  });

  it('include HSTS only when SITE_URL is https', async () => {
    t = await createTestApp({ env: { SITE_URL: 'https://deals.example.com' } });
    const res = await t.request('GET', '/api/products/categories');
    expect(problemsOf(res, true)).toEqual([]);
  });

  it('give the JSON API the short policy and every other answer the page policy', async () => {
    t = await createTestApp();
    const api = await t.request('GET', '/api/products/categories');
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    const robots = await t.request('GET', '/robots.txt');
    expect(robots.status).toBe(200);
    expect(securityHeaderProblems((name) => robots.headers.get(name))).toEqual([]);
  });

  it("keep a route's own stricter policy: a demo image runs nothing and loads nothing", async () => {
    t = await createTestApp();
    const res = await t.request('GET', '/demo-images/B0ZZ000000.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});
