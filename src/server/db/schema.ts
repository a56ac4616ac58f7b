import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  customType,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  primaryKey,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A retailer product offered as a deal. Money is integer cents. */
export const deals = pgTable(
  'deals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    asin: varchar('asin', { length: 10 }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    brand: text('brand').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    amazonUrl: text('amazon_url').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    originalPriceCents: integer('original_price_cents').notNull(),
    discountPercentage: integer('discount_percentage').notNull().default(0),
    /** What originalPrice is (LIST_PRICE, WAS_PRICE, ...) and its label, from the retailer. */
    savingBasisType: text('saving_basis_type'),
    savingBasisLabel: text('saving_basis_label'),
    /** How many units the item holds (24 rolls) and the unit's word, singular ('roll'); null when unknown. */
    unitCount: integer('unit_count'),
    unitLabel: text('unit_label'),
    /** The discount when the operator last approved the deal, to warn when it falls away; null unapproved. */
    approvedDiscountPercentage: integer('approved_discount_percentage'),
    rating: real('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    category: text('category').notNull().default('uncategorized'),
    categoryLabel: text('category_label').notNull().default(''),
    isPrime: boolean('is_prime').notNull().default(false),
    isSuperDeal: boolean('is_super_deal').notNull().default(false),
    isTiktokTrend: boolean('is_tiktok_trend').notNull().default(false),
    isApproved: boolean('is_approved').notNull().default(false),
    isExpired: boolean('is_expired').notNull().default(false),
    /** regular | curated | bestSeller | trending */
    productType: text('product_type').notNull().default('regular'),
    precedenceOrder: integer('precedence_order').notNull().default(0),
    takesPrecedence: boolean('takes_precedence').notNull().default(false),
    dealBadge: text('deal_badge'),
    dealEndsAt: ts('deal_ends_at'),
    /** The retailer's deal details: when it started, how much of it is claimed (0-100), who may buy (PRIME_EXCLUSIVE, ...). */
    dealStartsAt: ts('deal_starts_at'),
    dealPercentClaimed: integer('deal_percent_claimed'),
    dealAccessType: text('deal_access_type'),
    /** The offer's type (LIGHTNING_DEAL, SUBSCRIBE_AND_SAVE, ...); null for a plain offer. */
    offerType: text('offer_type'),
    /** The retailer's own unit price in mills (thousandths of a dollar) and its unit ('count', 'ounce'); null when not sent. */
    unitPriceMills: integer('unit_price_mills'),
    unitPriceUnit: text('unit_price_unit'),
    /** feed: found by the scheduled feed or seeded; manual: imported by the operator. */
    source: text('source').notNull().default('feed'),
    availability: text('availability'),
    /** When the retailer last told us this price. */
    priceFetchedAt: ts('price_fetched_at').notNull().defaultNow(),
    /** When a refresh or import last found a different price; null while it never changed. */
    priceChangedAt: ts('price_changed_at'),
    lastUpdated: ts('last_updated').notNull().defaultNow(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deals_asin_unique').on(t.asin),
    uniqueIndex('deals_one_super_deal')
      .on(t.isSuperDeal)
      .where(sql`${t.isSuperDeal} = true`),
    index('deals_public_idx').on(t.isApproved, t.productType, t.takesPrecedence, t.precedenceOrder),
    // Public lists in their order (operator's first, then biggest discount); the time and stock columns let counts skip the table.
    index('deals_visible_order_idx')
      .on(
        t.takesPrecedence.desc().nullsFirst(),
        t.precedenceOrder,
        t.discountPercentage.desc().nullsFirst(),
        t.asin,
        t.priceFetchedAt,
        t.dealEndsAt,
        t.availability,
      )
      .where(sql`${t.isApproved} = true and ${t.isExpired} = false`),
    // A category's visible deals in public order (category pages, a deal page's related deals):
    // the first ones straight from the index instead of sorting the whole category.
    index('deals_category_order_idx')
      .on(
        t.category,
        t.takesPrecedence.desc().nullsFirst(),
        t.precedenceOrder,
        t.discountPercentage.desc().nullsFirst(),
        t.asin,
      )
      .where(sql`${t.isApproved} = true and ${t.isExpired} = false`),
    index('deals_category_idx').on(t.category),
    index('deals_discount_idx').on(t.discountPercentage),
    index('deals_last_updated_idx').on(t.lastUpdated),
  ],
);

export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  label: text('label').notNull(),
  position: integer('position').notNull().default(0),
});

/** The best current item of an essential category (toilet_paper, batteries, ...). */
export const essentials = pgTable(
  'essentials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: text('category').notNull(),
    asin: varchar('asin', { length: 10 }).notNull(),
    title: text('title').notNull(),
    priceCents: integer('price_cents').notNull(),
    originalPriceCents: integer('original_price_cents').notNull(),
    discountPercentage: integer('discount_percentage').notNull().default(0),
    /** What originalPrice is and its label, from the retailer (as on deals). */
    savingBasisType: text('saving_basis_type'),
    savingBasisLabel: text('saving_basis_label'),
    /** How many units the item holds (24 rolls) and the unit's word, singular ('roll'); null when unknown. */
    unitCount: integer('unit_count'),
    unitLabel: text('unit_label'),
    /** The offer's type and the retailer's unit price, as on deals. */
    offerType: text('offer_type'),
    unitPriceMills: integer('unit_price_mills'),
    unitPriceUnit: text('unit_price_unit'),
    imageUrl: text('image_url').notNull().default(''),
    detailPageUrl: text('detail_page_url').notNull().default(''),
    lastUpdated: ts('last_updated').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('essentials_category_asin').on(t.category, t.asin)],
);

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Trimmed and lower-cased. */
  email: text('email').notNull().unique(),
  /** pending (awaiting confirmation) | confirmed | unsubscribed */
  status: text('status').notNull().default('pending'),
  createdAt: ts('created_at').notNull().defaultNow(),
  confirmedAt: ts('confirmed_at'),
  unsubscribedAt: ts('unsubscribed_at'),
});

/** PostgreSQL's full-text query type, read and written as its text form. */
const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });

/** A subscriber's alert rules (none: the subscriber gets the common digest). */
export const alertPreferences = pgTable('alert_preferences', {
  subscriberId: uuid('subscriber_id').primaryKey(),
  /** What the subscriber chose, as the alerts page shows it again. */
  categories: text('categories')
    .array()
    .notNull()
    .default(sql`'{}'`),
  stages: text('stages')
    .array()
    .notNull()
    .default(sql`'{}'`),
  keywords: text('keywords')
    .array()
    .notNull()
    .default(sql`'{}'`),
  maxPriceCents: integer('max_price_cents'),
  minDiscount: integer('min_discount').notNull().default(0),
  /** instant | refresh | daily */
  frequency: text('frequency').notNull(),
  /** Derived on save: the chosen categories plus the stages' ones, and one query of all keywords. */
  matchCategories: text('match_categories')
    .array()
    .notNull()
    .default(sql`'{}'`),
  matchQuery: tsquery('match_query'),
  /** When an alert last went out, and when the alert job last looked for matches (sent or not). */
  lastAlertAt: ts('last_alert_at'),
  lastCheckedAt: ts('last_checked_at'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** A deal alerted to a subscriber: each deal goes to each subscriber at most once. */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    subscriberId: uuid('subscriber_id').notNull(),
    asin: varchar('asin', { length: 10 }).notNull(),
    jobRunId: bigint('job_run_id', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriberId, t.asin] })],
);

/**
 * A browser's push subscription (RFC 8030): where to send and the keys to encrypt for (RFC 8291).
 * Its alert rules are an alert_preferences row keyed by this id (one settings model for mail and push).
 */
export const pushSubscriptions = pgTable('push_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The push service's URL for this browser; only allow-listed origins (server/push/push-endpoints.ts). */
  endpoint: text('endpoint').notNull().unique(),
  /** The browser's P-256 public key and auth secret, base64url. */
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  /** IANA time zone: quiet hours and the daily cap follow the subscriber's own clock. */
  timeZone: text('time_zone').notNull(),
  /** HH:MM; both null: no quiet hours. */
  quietStart: text('quiet_start'),
  quietEnd: text('quiet_end'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * One notification to one subscription, written before it is sent and marked after: a deal goes
 * to a subscription at most once (the unique key); a summary ('N more deals for you') has no asin.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Removed with its subscription (services/push-subscriptions.ts). */
    subscriptionId: uuid('subscription_id').notNull(),
    asin: varchar('asin', { length: 10 }),
    /** new | lowest | lightning | more | test | watch */
    kind: text('kind').notNull(),
    /** The notification's text, fixed when the row is written. */
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** pending | sending | sent | folded | failed */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When it may go (quiet hours, a retry's backoff) or, while sending, when its claim lapses. */
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    // A watch's notices repeat per event (services/watch-evaluation.ts); every other deal notice goes once.
    uniqueIndex('push_deliveries_subscription_asin')
      .on(t.subscriptionId, t.asin)
      .where(sql`${t.kind} <> 'watch'`),
    // In the claim's order (next_attempt_at, id), so a claim reads its 500 rows off the index
    // instead of sorting every due row under FOR UPDATE.
    index('push_deliveries_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} in ('pending', 'sending')`),
    index('push_deliveries_sent_idx').on(t.subscriptionId, t.sentAt),
  ],
);

/**
 * A watch of one product by a device (channel push: the push subscription's id) or an address
 * (channel mail: the newsletter subscriber's id). The seen columns hold the offer it last saw, so
 * an event is a change from them; the fired price keeps it from telling the same price twice.
 */
export const watches = pgTable(
  'watches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** push | mail */
    channel: text('channel').notNull(),
    ownerId: uuid('owner_id').notNull(),
    asin: varchar('asin', { length: 10 }).notNull(),
    /** drop | below | lowest | in-stock */
    rule: text('rule').notNull(),
    targetPriceCents: integer('target_price_cents'),
    seenPriceCents: integer('seen_price_cents'),
    seenInStock: boolean('seen_in_stock'),
    firedPriceCents: integer('fired_price_cents'),
    firedAt: ts('fired_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('watches_owner_asin_rule').on(t.ownerId, t.asin, t.rule), index('watches_asin_idx').on(t.asin)],
);

/**
 * A saved deal kept for its owner (docs/product.md, Saved deals): a device with a push
 * subscription (channel 'push') or a confirmed address (channel 'mail'). The title and picture
 * name it after the deal has gone.
 */
export const savedDeals = pgTable(
  'saved_deals',
  {
    /** push | mail */
    channel: text('channel').notNull(),
    ownerId: uuid('owner_id').notNull(),
    asin: varchar('asin', { length: 10 }).notNull(),
    title: text('title').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    savedAt: ts('saved_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.channel, t.ownerId, t.asin] })],
);

/** The latest offer of a watched product that is not a deal, kept fresh by the deal refresh. */
export const watchedProducts = pgTable(
  'watched_products',
  {
    asin: varchar('asin', { length: 10 }).primaryKey(),
    title: text('title').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    availability: text('availability'),
    fetchedAt: ts('fetched_at').notNull(),
  },
  (t) => [index('watched_products_fetched_idx').on(t.fetchedAt)],
);

/**
 * Push notifications per UTC day, counted as they happen (a removed subscription takes its rows
 * with it, so they cannot be counted later): new subscriptions, those turned off on the device,
 * notices the push services took or refused for good, and subscriptions they said were gone.
 */
export const pushDailyStats = pgTable('push_daily_stats', {
  day: date('day', { mode: 'string' }).primaryKey(),
  subscribed: integer('subscribed').notNull().default(0),
  unsubscribed: integer('unsubscribed').notNull().default(0),
  sent: integer('sent').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  removed: integer('removed').notNull().default(0),
});

export const clickEvents = pgTable(
  'click_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    asin: varchar('asin', { length: 10 }).notNull(),
    clickSource: text('click_source').notNull(),
    sessionId: text('session_id').notNull(),
    category: text('category'),
    productType: text('product_type'),
    metadata: jsonb('metadata').notNull().default({}),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('click_events_created_idx').on(t.createdAt), index('click_events_asin_idx').on(t.asin)],
);

/** Rotating refresh tokens of admin sessions; only the hash is stored. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    revokedAt: ts('revoked_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Failed sign-in attempts per client address, shared by every server process. */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: ts('reset_at').notNull(),
});

/**
 * A retailer account's request budget, shared by every server process: requests are spaced
 * through next_slot_at, and calls counts the requests of the UTC day.
 */
export const retailerRequestBudget = pgTable('retailer_request_budget', {
  account: text('account').primaryKey(),
  nextSlotAt: ts('next_slot_at').notNull(),
  day: text('day').notNull(),
  calls: integer('calls').notNull(),
});

/** Every price the retailer told us, kept for later features. */
export const priceObservations = pgTable(
  'price_observations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    asin: varchar('asin', { length: 10 }).notNull(),
    priceCents: integer('price_cents').notNull(),
    basisCents: integer('basis_cents'),
    basisType: text('basis_type'),
    observedAt: ts('observed_at').notNull().defaultNow(),
  },
  (t) => [index('price_observations_asin_idx').on(t.asin, t.observedAt)],
);

/**
 * Visitors' 'Price changed?' reports, one row per ASIN: how many came, and the one retailer check
 * they led to (at most one per ASIN per 10 minutes, whichever process takes the report).
 */
export const priceReports = pgTable(
  'price_reports',
  {
    asin: varchar('asin', { length: 10 }).primaryKey(),
    reports: integer('reports').notNull().default(0),
    lastReportedAt: ts('last_reported_at').notNull(),
    /** When the retailer was last asked for this ASIN because of a report. */
    checkedAt: ts('checked_at').notNull(),
    /** checking | updated | unchanged | hidden | failed */
    outcome: text('outcome').notNull(),
    /** What the visitor (and the operator) is told the check found. */
    message: text('message').notNull().default(''),
  },
  (t) => [index('price_reports_last_reported_idx').on(t.lastReportedAt)],
);

/** One run of a scheduled or triggered job. */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    /** running | succeeded | failed | skipped */
    status: text('status').notNull().default('running'),
    startedAt: ts('started_at').notNull().defaultNow(),
    endedAt: ts('ended_at'),
    counts: jsonb('counts').notNull().default({}),
    error: text('error'),
  },
  (t) => [index('job_runs_name_idx').on(t.name, t.startedAt)],
);

/** One mail to one subscriber; the unique key makes a send happen at most once. */
export const mailDeliveries = pgTable(
  'mail_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** e.g. confirm:<subscriberId> or digest:<jobRunId> */
    mailKey: text('mail_key').notNull(),
    subscriberId: uuid('subscriber_id').notNull(),
    /** pending | sent | failed */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [uniqueIndex('mail_deliveries_key_subscriber').on(t.mailKey, t.subscriberId)],
);

/** One day of the Associates reports (decision 13): what the retailer counted and paid. Money in cents. */
export const associatesEarnings = pgTable('associates_earnings', {
  /** yyyy-mm-dd, the report's own day. */
  day: date('day', { mode: 'string' }).primaryKey(),
  clicks: integer('clicks').notNull(),
  orderedItems: integer('ordered_items').notNull(),
  shippedItems: integer('shipped_items').notNull(),
  revenueCents: integer('revenue_cents').notNull(),
  earningsCents: integer('earnings_cents').notNull(),
  /** The report file the row came from last. */
  reportFile: text('report_file').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Report files imported whole, by name, with the md5 the listing gave: an unchanged file is not read again. */
export const associatesReportFiles = pgTable('associates_report_files', {
  filename: text('filename').primaryKey(),
  md5: text('md5').notNull(),
  days: integer('days').notNull(),
  importedAt: ts('imported_at').notNull().defaultNow(),
});

export type DealRow = typeof deals.$inferSelect;
export type NewDealRow = typeof deals.$inferInsert;
export type EssentialRow = typeof essentials.$inferSelect;
