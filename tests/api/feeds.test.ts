import sax from 'sax';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealPath } from '../../src/rules/deal-path';
import type { DealRow } from '../../src/server/db/schema';
import { insertCategories, insertDeals } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

const ORIGIN = 'https://deals.example.com';
let t: TestApp;
let shown: DealRow[];
let hidden: DealRow;

beforeAll(async () => {
  t = await createTestApp({ env: { SITE_URL: ORIGIN } });
  await insertCategories(t.db);
  shown = await insertDeals(t.db, [
    {
      title: 'Bamboo Baby Wipes 720 Count',
      category: 'baby',
      categoryLabel: 'Mama & Baby Essentials',
      discountPercentage: 35,
    },
    { title: 'Glass Food Containers', category: 'kitchen', categoryLabel: 'Home & Kitchen', discountPercentage: 20 },
  ]);
  [hidden] = await insertDeals(t.db, [{ title: 'Unapproved Stroller', category: 'baby', isApproved: false }]);
});
afterAll(() => t.close());

interface FeedItem {
  title?: string;
  link?: string;
  description?: string;
}

/** Parses RSS with sax in strict mode (a malformed document throws) and reads the channel's items. */
function readRss(xml: string): { root: string; items: FeedItem[] } {
  const parser = sax.parser(true);
  const items: FeedItem[] = [];
  const path: string[] = [];
  let root = '';
  parser.onopentag = (node) => {
    root ||= node.name;
    path.push(node.name);
    if (node.name === 'item') items.push({});
  };
  parser.onclosetag = () => path.pop();
  const onText = (text: string) => {
    const [parent, field] = path.slice(-2);
    if (parent === 'item' && (field === 'title' || field === 'link' || field === 'description')) {
      const item = items[items.length - 1];
      item[field] = (item[field] ?? '') + text;
    }
  };
  parser.ontext = onText;
  parser.oncdata = onText;
  parser.write(xml).close();
  return { root, items };
}

describe('RSS feeds', () => {
  it('/feed.xml lists the visible deals as RSS 2.0, each item a deal page with its discount and no price', async () => {
    const res = await t.request('GET', '/feed.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const { root, items } = readRss(res.text);
    expect(root).toBe('rss');
    expect(items.map((i) => i.link).sort()).toEqual(shown.map((d) => `${ORIGIN}${dealPath(d.asin, d.title)}`).sort());
    const wipes = items.find((i) => i.title === 'Bamboo Baby Wipes 720 Count');
    expect(wipes?.description).toBe('35% off · Mama & Baby Essentials');
    expect(res.text).not.toContain(hidden.title);
    expect(res.text).not.toMatch(/\$\d/);
  });

  it('/category/{id}/feed.xml lists that category only, and an unknown category is a 404', async () => {
    const res = await t.request('GET', '/category/baby/feed.xml');
    expect(res.status).toBe(200);
    expect(readRss(res.text).items.map((i) => i.title)).toEqual(['Bamboo Baby Wipes 720 Count']);
    expect(res.text).toContain(`<link>${ORIGIN}/category/baby</link>`);
    expect((await t.request('GET', '/category/no-such-thing/feed.xml')).status).toBe(404);
    expect((await t.request('GET', `/category/${'x'.repeat(5000)}/feed.xml`)).status).toBe(404);
  });
});
