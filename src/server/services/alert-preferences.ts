import { eq, sql } from 'drizzle-orm';
import { CHILD_STAGES } from '../../rules/child-stages';
import type { AlertPreferences, AlertPreferencesView } from '../../schemas/alerts';
import type { Db } from '../db/client';
import { alertPreferences, newsletterSubscribers } from '../db/schema';
import { ConflictError, InvalidInputError, NotFoundError } from './domain-errors';
import { listCategories } from './public-deals';

/** The text-search configuration of keyword matching (stemming: 'diapers' finds 'diaper'). */
export const TEXT_SEARCH_CONFIG = 'english';

const GONE = () => new NotFoundError('This subscription no longer exists. Please subscribe again.');
const UNSUBSCRIBED = () => new ConflictError('This address is unsubscribed. Subscribe again to choose your alerts.');

async function subscriberOf(db: Db, email: string) {
  const [row] = await db
    .select({ id: newsletterSubscribers.id, status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
    .limit(1);
  if (!row) throw GONE();
  if (row.status === 'unsubscribed') throw UNSUBSCRIBED();
  return row;
}

type AlertRules = NonNullable<AlertPreferencesView['preferences']>;

/** The rules stored under a subscriber's (or a push subscription's) id; null: none. */
export async function loadAlertRules(db: Db, id: string): Promise<AlertRules | null> {
  const [row] = await db.select().from(alertPreferences).where(eq(alertPreferences.subscriberId, id)).limit(1);
  if (!row) return null;
  return {
    categories: row.categories,
    stages: row.stages as AlertRules['stages'],
    keywords: row.keywords,
    maxPrice: row.maxPriceCents === null ? null : row.maxPriceCents / 100,
    minDiscount: row.minDiscount,
    frequency: row.frequency as AlertRules['frequency'],
  };
}

/** The subscriber's rules as the alerts page shows them, with the categories to choose from. */
export async function loadAlertPreferences(db: Db, email: string): Promise<AlertPreferencesView> {
  const subscriber = await subscriberOf(db, email);
  return {
    email,
    push: null,
    preferences: await loadAlertRules(db, subscriber.id),
    categories: await listCategories(db),
  };
}

/**
 * What matching compares: the chosen categories and the stages' ones, and all keywords (the
 * stages' too) as one full-text query, any keyword matching ("size 4 diapers" needs all three words).
 */
export function matchRules(prefs: Pick<AlertPreferences, 'categories' | 'stages' | 'keywords'>) {
  const stages = CHILD_STAGES.filter((s) => (prefs.stages as string[]).includes(s.id));
  const categories = [...new Set([...prefs.categories, ...stages.flatMap((s) => s.categories)])];
  const keywords = [...new Set([...prefs.keywords, ...stages.flatMap((s) => s.keywords)])];
  // websearch syntax: words of one keyword are all needed; "or" between keywords.
  const query = keywords.map((k) => k.replace(/\bor\b/gi, ' ').replace(/["-]/g, ' ')).join(' or ');
  return { categories, query };
}

/** Stores the subscriber's rules (validated by the schema); categories must be ones we have. */
export async function saveAlertPreferences(db: Db, email: string, prefs: AlertPreferences, now: Date): Promise<void> {
  const subscriber = await subscriberOf(db, email);
  await checkCategories(db, prefs);
  await storeAlertRules(db, subscriber.id, prefs, now);
}

/** Refuses a category we do not have. */
export async function checkCategories(db: Db, prefs: Pick<AlertPreferences, 'categories'>): Promise<void> {
  const known = new Set((await listCategories(db)).map((c) => c.id));
  const unknown = prefs.categories.find((c) => !known.has(c));
  if (unknown !== undefined) throw new InvalidInputError(`Unknown category: ${unknown.slice(0, 60)}`);
}

/**
 * Writes the rules under an id: a newsletter subscriber's, or a push subscription's (one
 * settings model for mail and push; the mail job only reads confirmed subscribers' rows).
 */
export async function storeAlertRules(db: Db, id: string, prefs: AlertPreferences, now: Date): Promise<void> {
  const { categories, query } = matchRules(prefs);
  // An empty query (only stop words, like "the") is stored as none.
  const matchQuery = query
    ? sql`(select case when numnode(q) = 0 then null else q end from websearch_to_tsquery(${TEXT_SEARCH_CONFIG}::regconfig, ${query}) as q)`
    : null;
  const values = {
    categories: prefs.categories,
    stages: prefs.stages,
    keywords: prefs.keywords,
    maxPriceCents: prefs.maxPrice,
    minDiscount: prefs.minDiscount,
    frequency: prefs.frequency,
    matchCategories: categories,
    matchQuery,
    updatedAt: now,
  };
  await db
    .insert(alertPreferences)
    .values({ subscriberId: id, ...values })
    .onConflictDoUpdate({ target: alertPreferences.subscriberId, set: values });
}

/** Back to the common digest: the subscriber's rules are removed. */
export async function clearAlertPreferences(db: Db, email: string): Promise<void> {
  const subscriber = await subscriberOf(db, email);
  await db.delete(alertPreferences).where(eq(alertPreferences.subscriberId, subscriber.id));
}
