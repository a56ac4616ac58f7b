import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { categoryOptionSchema } from '../../src/schemas/categories';
import {
  dealSchema,
  dealStatisticsSchema,
  essentialItemSchema,
  pagedDealsSchema,
  superDealSchema,
} from '../../src/schemas/deal';
import { insertCategories, insertDeals, insertEssentials } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

// The wire contract: every public read answers exactly the shape its schema in src/schemas
// declares (no field missing, none extra), which is the type the site is built against.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertCategories(t.db);
  await insertDeals(t.db, [
    { productType: 'curated', category: 'baby', unitCount: 24, unitLabel: 'roll' },
    { productType: 'bestSeller', category: 'baby' },
    { productType: 'trending', category: 'kitchen', priceCents: 700, originalPriceCents: 2000 },
    { isSuperDeal: true, category: 'toys', dealEndsAt: new Date(Date.now() + 3_600_000) },
  ]);
  await insertEssentials(t.db, [{}]);
});
afterAll(async () => t.close());

const deals = z.array(dealSchema.strict());
const reads: [string, z.ZodType][] = [
  ['/api/products/categories', z.array(categoryOptionSchema.strict())],
  ['/api/products/curated', deals],
  ['/api/products/best-sellers', deals],
  ['/api/products/trending', deals],
  ['/api/products/all', pagedDealsSchema.extend({ products: deals }).strict()],
  ['/api/products/category/baby', deals],
  ['/api/products/super-deal', superDealSchema.strict()],
  ['/api/products/statistics', dealStatisticsSchema.strict()],
  ['/api/products/discounted', pagedDealsSchema.extend({ products: deals }).strict()],
  ['/api/essentials', z.array(essentialItemSchema.strict())],
  ['/api/essentials/category/hand_soap', z.array(essentialItemSchema.strict())],
];

describe('public reads match their schemas', () => {
  it.each(reads)('%s', async (url, schema) => {
    const res = await t.request('GET', url);
    expect(res.status).toBe(200);
    const body = z.object({ data: z.unknown() }).parse(res.json);
    expect(body.data).not.toEqual([]);
    const parsed = schema.safeParse(body.data);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });
});
