import { z } from './zod';
import { toCents } from '../rules/cents';
import { CHILD_STAGES, type ChildStageId } from '../rules/child-stages';

/** How often alerts come: as deals are approved (at most hourly), with each refresh, or daily. */
export const ALERT_FREQUENCIES = ['instant', 'refresh', 'daily'] as const;

const MAX_KEYWORDS = 20;
const MAX_KEYWORD_LENGTH = 60;
const MAX_CATEGORIES = 50;
const MAX_PRICE_DOLLARS = 10_000;
const MAX_MIN_DISCOUNT = 90;

const PRICE_NOT_A_NUMBER = 'Maximum price must be an amount in dollars, like 20 or 19.99';
const DISCOUNT_INVALID = `Minimum discount must be a whole percentage from 0 to ${MAX_MIN_DISCOUNT}`;
const PRICE_PATTERN = /^\$?\s*\d+(\.\d{1,2})?$/;

/** Dollars as typed ("20", "$19.99", 20) to cents; blank means no limit. */
const maxPriceSchema = z
  .union([z.number(), z.string(), z.null()], { error: PRICE_NOT_A_NUMBER })
  .optional()
  .transform((value, ctx): number | null => {
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
    const text = typeof value === 'string' ? value.trim() : '';
    const dollars =
      typeof value === 'number' ? value : PRICE_PATTERN.test(text) ? Number(text.replace(/^\$\s*/, '')) : NaN;
    if (typeof value === 'string' && text.startsWith('-')) {
      ctx.addIssue({ code: 'custom', message: 'Maximum price must be more than $0' });
      return z.NEVER;
    }
    if (!Number.isFinite(dollars)) {
      ctx.addIssue({ code: 'custom', message: PRICE_NOT_A_NUMBER });
      return z.NEVER;
    }
    if (dollars <= 0) {
      ctx.addIssue({ code: 'custom', message: 'Maximum price must be more than $0' });
      return z.NEVER;
    }
    if (dollars > MAX_PRICE_DOLLARS) {
      ctx.addIssue({
        code: 'custom',
        message: `Maximum price can be at most $${MAX_PRICE_DOLLARS.toLocaleString('en-US')}`,
      });
      return z.NEVER;
    }
    return toCents(dollars);
  });

const minDiscountSchema = z
  .union([z.number(), z.string(), z.null()], { error: DISCOUNT_INVALID })
  .optional()
  .transform((value, ctx): number => {
    if (value === null || value === undefined || value === '') return 0;
    const n = typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN;
    if (!Number.isInteger(n) || n < 0 || n > MAX_MIN_DISCOUNT) {
      ctx.addIssue({ code: 'custom', message: DISCOUNT_INVALID });
      return z.NEVER;
    }
    return n;
  });

const stageIds = CHILD_STAGES.map((s) => s.id) as [ChildStageId, ...ChildStageId[]];

/** What the alerts page sends (PUT /api/alerts/preferences). Messages are shown as they are. */
export const alertPreferencesSchema = z.object({
  categories: z
    .array(z.string({ error: 'Categories must be a list of category names' }).max(60, 'Unknown category'), {
      error: 'Categories must be a list of category names',
    })
    .max(MAX_CATEGORIES, 'Too many categories')
    .default([]),
  stages: z
    .array(z.enum(stageIds, { error: 'Unknown child stage' }), { error: 'Child stages must be a list' })
    .max(stageIds.length, 'Too many child stages')
    .default([]),
  keywords: z
    .array(z.string({ error: 'Keywords must be text' }), { error: 'Keywords must be a list of words' })
    .max(MAX_KEYWORDS, `Choose at most ${MAX_KEYWORDS} keywords`)
    .default([])
    .transform((list) => [...new Set(list.map((k) => k.trim().replace(/\s+/g, ' ')).filter(Boolean))])
    .refine((list) => list.every((k) => k.length <= MAX_KEYWORD_LENGTH), {
      message: `Each keyword can be at most ${MAX_KEYWORD_LENGTH} characters`,
    }),
  maxPrice: maxPriceSchema,
  minDiscount: minDiscountSchema,
  frequency: z.enum(ALERT_FREQUENCIES, { error: 'Choose how often you want alerts' }),
});
export type AlertPreferencesInput = z.input<typeof alertPreferencesSchema>;
export type AlertPreferences = z.output<typeof alertPreferencesSchema>;

/**
 * What GET /api/alerts/preferences answers: the address (null for a device's push subscription),
 * that device's push settings (null for an address), its rules (null: the daily digest) and the choices.
 */
export const alertPreferencesViewSchema = z.object({
  email: z.string().nullable(),
  push: z
    .object({
      endpoint: z.string(),
      timeZone: z.string(),
      /** HH:MM in timeZone; null: none. */
      quietHours: z.object({ start: z.string(), end: z.string() }).nullable(),
    })
    .nullable(),
  preferences: z
    .object({
      categories: z.array(z.string()),
      stages: z.array(z.enum(stageIds)),
      keywords: z.array(z.string()),
      /** Dollars; null: no limit. */
      maxPrice: z.number().nullable(),
      minDiscount: z.number(),
      frequency: z.enum(ALERT_FREQUENCIES),
    })
    .nullable(),
  categories: z.array(z.object({ id: z.string(), label: z.string() })),
});
export type AlertPreferencesView = z.infer<typeof alertPreferencesViewSchema>;
