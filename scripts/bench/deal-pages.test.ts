import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDealPage, firstRenderRows, measureFirstRenders } from './deal-pages';

const urls: string[] = [];
const server = http.createServer((req, res) => {
  urls.push(req.url ?? '');
  if (req.url?.startsWith('/api/products/all')) {
    res.end(JSON.stringify({ data: { products: [{ asin: 'B0TEST0001', title: 'Big Mug' }] } }));
  } else res.end('<p>page</p>');
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

describe('deal page bench', () => {
  it("finds the first deal's page and renders it afresh each time", async () => {
    const path = await findDealPage(base);
    expect(path).toBe('/deal/B0TEST0001/big-mug');
    const renders = await measureFirstRenders(base, path!);
    expect(renders).toMatchObject({ path, count: 100, problem: null });
    const pageUrls = urls.filter((u) => u.startsWith(path!));
    expect(new Set(pageUrls).size).toBe(100);
  });

  it('meets the target at a p50 under 15 ms', () => {
    const row = (p50Ms: number, problem: string | null = null) =>
      firstRenderRows({ path: '/deal/x', count: 100, p50Ms, p99Ms: 30, problem })[0].status;
    expect(row(9)).toBe('met');
    expect(row(15)).toBe('NOT MET');
    expect(row(9, 'answered 500')).toBe('n/a');
    expect(firstRenderRows(null)).toEqual([]);
  });
});
