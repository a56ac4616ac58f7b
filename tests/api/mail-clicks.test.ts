import { afterEach, describe, expect, it } from 'vitest';
import type { ClickStats } from '../../src/schemas/clicks';
import { allClicks, insertAdminDeals } from '../support/admin-factories';
import { readData } from '../support/http';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

const BROWSER = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148' };

async function clickStats() {
  await t.signIn();
  return readData<ClickStats>(await t.request('GET', '/api/deal-clicks/stats'));
}

describe('GET /go/{ASIN}: deal links in mails', () => {
  it("counts a reader's click as an e-mail click and sends them to the deal's page", async () => {
    t = await createTestApp();
    const [deal] = await insertAdminDeals(t.db, {
      title: 'Bottle warmer, fast',
      category: 'baby',
      productType: 'curated',
      amazonUrl: 'https://www.amazon.com/dp/B0X?tag=savvymoms-20',
    });

    const res = await t.request('GET', `/go/${deal.asin.toLowerCase()}?src=email`, { headers: BROWSER });

    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/deal/${deal.asin}/bottle-warmer-fast`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const stats = await clickStats();
    expect(stats.bySource).toEqual([{ source: 'email', clicks: 1 }]);
    expect(stats.byCategory).toEqual([{ category: 'baby', clicks: 1 }]);
    expect(stats.byProductType).toEqual([{ productType: 'curated', clicks: 1 }]);
    expect(stats.byDeal).toEqual([{ asin: deal.asin, title: 'Bottle warmer, fast', clicks: 1 }]);
  });

  it('does not count HEAD requests, link checkers or links without src=email, and still redirects', async () => {
    t = await createTestApp();
    const [deal] = await insertAdminDeals(t.db, { title: 'Night light' });
    const expected = `/deal/${deal.asin}/night-light`;

    const head = await t.request('HEAD', `/go/${deal.asin}?src=email`, { headers: BROWSER });
    const scanner = await t.request('GET', `/go/${deal.asin}?src=email`, {
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Barracuda Sentinel link scanner)' },
    });
    const plain = await t.request('GET', `/go/${deal.asin}`, { headers: BROWSER });

    for (const res of [head, scanner, plain]) {
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(expected);
    }
    expect(await allClicks(t.db)).toEqual([]);
  });

  it('sends an unknown deal to its page (which offers live deals) and a malformed id home, counting nothing', async () => {
    t = await createTestApp();
    const gone = await t.request('GET', '/go/B0GONE0001?src=email', { headers: BROWSER });
    expect(gone.status).toBe(302);
    expect(gone.headers.get('location')).toBe('/deal/B0GONE0001');

    for (const path of ['/go/not-an-asin?src=email', '/go/%2F%2Fevil.example?src=email', '/go/..%2F..?src=email']) {
      const res = await t.request('GET', path, { headers: BROWSER });
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location'), path).toBe('/');
    }
    expect(await allClicks(t.db)).toEqual([]);
  });
});
