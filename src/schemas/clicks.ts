import { z } from './zod';
import { PRODUCT_TYPES } from './deal';

const text = (name: string, max: number) =>
  z.string({ message: `${name} must be a string` }).max(max, `${name} must be at most ${max} characters`);
const amount = (name: string, max: number) =>
  z
    .number({ message: `${name} must be a number` })
    .min(0, `${name} must not be negative`)
    .max(max, `${name} must be at most ${max}`);
const count = (name: string) => amount(name, 10_000_000).int(`${name} must be a whole number`);
const flag = (name: string) => z.boolean({ message: `${name} must be true or false` });

/** Where a deal can be clicked: each call site of trackDealClick names one of these as its clickSource. */
export const CLICK_SOURCE_LABELS: Record<string, string> = {
  'deal-grid': 'Grid',
  'best-sellers': 'Best sellers',
  'super-deal-modal': 'Super deal',
  'flash-widget': 'Flash widget',
  'deal-page': 'Deal page',
  email: 'E-mail',
  push: 'Push notification',
  welcome: 'Welcome page',
  'essentials-modal': 'Essentials',
};

/** What the site knows about the clicked deal and where it was shown (docs/product.md 6.9). Unknown keys are dropped. */
const clickMetadataSchema = z
  .object(
    {
      productType: text('productType', 50),
      category: text('category', 100),
      categoryLabel: text('categoryLabel', 200),
      isPrime: flag('isPrime'),
      isSuperDeal: flag('isSuperDeal'),
      isTiktokTrend: flag('isTiktokTrend'),
      discountPercentage: amount('discountPercentage', 100),
      price: amount('price', 1_000_000),
      originalPrice: amount('originalPrice', 1_000_000),
      savings: amount('savings', 1_000_000),
      rating: amount('rating', 5),
      reviewCount: count('reviewCount'),
      timestamp: text('timestamp', 40),
      userAgent: text('userAgent', 500),
      referrer: text('referrer', 2000),
      section: text('section', 50),
      position: count('position'),
      totalDeals: count('totalDeals'),
      dealType: text('dealType', 50),
      searchQuery: text('searchQuery', 200),
    },
    { message: 'metadata must be an object' },
  )
  .partial();

/** POST /api/deal-clicks/track */
export const clickEventSchema = z.object(
  {
    asin: z
      .string({ message: 'asin is required' })
      .regex(/^[A-Za-z0-9]{10}$/, 'asin must be 10 letters or digits')
      .transform((s) => s.toUpperCase()),
    clickSource: text('clickSource', 50).min(1, 'clickSource is required'),
    sessionId: text('sessionId', 100).min(1, 'sessionId is required'),
    metadata: clickMetadataSchema.default({}),
  },
  { message: 'must be an object' },
);
export type ClickEvent = z.infer<typeof clickEventSchema>;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
/** yyyy-mm-dd (a whole UTC day) or an ISO date-time. */
const dateParam = (name: string) =>
  z
    .string()
    .max(40, `${name} must be a date such as 2026-11-21`)
    .refine(
      (s) =>
        isoDay.test(s) ? z.iso.date().safeParse(s).success : z.iso.datetime({ offset: true }).safeParse(s).success,
      {
        message: `${name} must be a date such as 2026-11-21 or an ISO date-time`,
      },
    );

/** GET /api/deal-clicks/stats */
export const clickStatsQuerySchema = z
  .object({
    startDate: dateParam('startDate').optional(),
    endDate: dateParam('endDate').optional(),
    category: text('category', 100).min(1, 'category must not be empty').optional(),
    productType: z
      .enum(PRODUCT_TYPES, { message: `productType must be one of ${PRODUCT_TYPES.join(', ')}` })
      .optional(),
    limit: z.coerce
      .number({ message: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(1000, 'limit must be at most 1000')
      .default(50),
  })
  .transform((q) => ({
    ...q,
    /** Inclusive start. */
    from: q.startDate ? new Date(isoDay.test(q.startDate) ? `${q.startDate}T00:00:00Z` : q.startDate) : undefined,
    /** Exclusive end: a plain day covers all of that day. */
    to: q.endDate
      ? isoDay.test(q.endDate)
        ? new Date(Date.parse(`${q.endDate}T00:00:00Z`) + 24 * 60 * 60 * 1000)
        : new Date(q.endDate)
      : undefined,
  }))
  .refine((q) => !q.from || !q.to || q.from < q.to, {
    message: 'startDate must be before endDate',
    path: ['startDate'],
  });
export type ClickStatsQuery = z.infer<typeof clickStatsQuerySchema>;

export const clickStatsSchema = z.object({
  totals: z.object({ clicks: z.number(), uniqueSessions: z.number() }),
  byDeal: z.array(z.object({ asin: z.string(), title: z.string().nullable(), clicks: z.number() })),
  byCategory: z.array(z.object({ category: z.string(), clicks: z.number() })),
  byProductType: z.array(z.object({ productType: z.string(), clicks: z.number() })),
  /** By where the deal was clicked (CLICK_SOURCES). */
  bySource: z.array(z.object({ source: z.string(), clicks: z.number() })),
  byDay: z.array(z.object({ day: z.string(), clicks: z.number() })),
});
export type ClickStats = z.infer<typeof clickStatsSchema>;

/** POST /api/deal-clicks/track's answer (202): the click is stored. */
export const clickAcceptedSchema = z.object({ accepted: z.literal(true) });
