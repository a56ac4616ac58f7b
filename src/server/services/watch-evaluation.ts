import { sql } from 'drizzle-orm';
import { isInStock, WATCH_EVENT_TITLES, type WatchRule, watchedProductName } from '../../rules/watch-rules';
import type { AppDeps } from '../app-deps';
import { sqlTime } from '../db/sql-time';
import { watchMail } from '../mail/templates';
import type { RetailerItem } from '../retailer/retailer-client';
import { toCents } from '../../rules/cents';
import { mailLinksFor, deliverOnce } from './newsletter';
import { sendDuePushes } from './push-deliveries';

/** An offer the retailer just told us: what watches are judged against. */
export interface ObservedOffer {
  asin: string;
  title: string;
  priceCents: number;
  inStock: boolean;
  /** When the retailer told it (the price observation's time). */
  observedAt: Date;
}

interface FiredMail {
  watchId: string;
  subscriberId: string;
  email: string;
  asin: string;
  rule: WatchRule;
  name: string;
  firedAt: string;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Whether a watch fires, as SQL over `w` (the watch), `c` (the offer) and `lowest` (our lowest before it). */
const FIRES = sql.raw(`(
  c.in_stock and case w.rule
    when 'drop' then w.seen_price_cents is not null and c.price < w.seen_price_cents
      and c.price is distinct from w.fired_price_cents
    when 'below' then c.price <= w.target_price_cents
      and (w.seen_price_cents is null or w.seen_price_cents > w.target_price_cents or w.seen_in_stock is not true
        or w.fired_price_cents is null)
      and c.price is distinct from w.fired_price_cents
    when 'lowest' then w.seen_price_cents is not null and c.price < w.seen_price_cents
      and c.price <= lowest.price and c.price is distinct from w.fired_price_cents
    when 'in-stock' then w.seen_in_stock = false
    else false
  end
)`);

const titleByRule = sql.join(
  Object.entries(WATCH_EVENT_TITLES).map(([rule, title]) => sql`when ${rule} then ${title}`),
  sql` `,
);

/**
 * Judges the watches of the offers given in one SQL statement: each watch whose product's price or
 * stock differs from what it last saw moves to the new offer, and fires when its rule is met (a new
 * drop, a new low, its target crossed, back in stock) at a price it has not told before. A device's
 * notice is queued in push_deliveries in the same statement; an address's (only once confirmed)
 * comes back to be mailed. Watches of offers that did not change are not touched.
 */
async function judgeWatches(deps: AppDeps, offers: readonly ObservedOffer[], now: Date): Promise<FiredMail[]> {
  const rows = offers.map((o) => ({
    asin: o.asin,
    name: watchedProductName(o.title, o.asin),
    price: o.priceCents,
    in_stock: o.inStock,
    observed_at: o.observedAt.toISOString(),
  }));
  const at = sqlTime(now);
  const result = await deps.handle.db.execute(sql`
    with c as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as c(asin text, name text, price int, in_stock boolean, observed_at timestamptz)
    ), judged as (
      select w.id, w.seen_price_cents, w.seen_in_stock, c.asin, c.name, c.price, c.in_stock,
        (w.channel = 'push' or s.status = 'confirmed') and coalesce(${FIRES}, false) as fires
      from c
      join watches w on w.asin = c.asin
      left join newsletter_subscribers s on w.channel = 'mail' and s.id = w.owner_id
      left join lateral (
        select min(o.price_cents) as price from price_observations o
        where o.asin = c.asin and o.observed_at < c.observed_at and w.rule = 'lowest'
      ) lowest on true
      where w.seen_price_cents is distinct from c.price or w.seen_in_stock is distinct from c.in_stock
    ), moved as (
      update watches w set
        seen_price_cents = j.price,
        seen_in_stock = j.in_stock,
        fired_price_cents = case when j.fires and w.rule <> 'in-stock' then j.price else w.fired_price_cents end,
        fired_at = case when j.fires then ${at} else w.fired_at end
      from judged j
      -- A process that judged the same offer first has moved the watch: it is not judged twice.
      where w.id = j.id and w.seen_price_cents is not distinct from j.seen_price_cents
        and w.seen_in_stock is not distinct from j.seen_in_stock
      returning w.id, w.channel, w.owner_id, w.asin, w.rule, j.name, j.fires
    ), queued as (
      insert into push_deliveries (subscription_id, asin, kind, title, body, next_attempt_at, created_at)
      select m.owner_id, m.asin, 'watch', case m.rule ${titleByRule} end, m.name, ${at}, ${at}
      from moved m join push_subscriptions p on p.id = m.owner_id
      where m.fires and m.channel = 'push'
    )
    select m.id as "watchId", m.owner_id as "subscriberId", s.email, m.asin, m.rule, m.name,
      ${now.toISOString()} as "firedAt"
    from moved m join newsletter_subscribers s on s.id = m.owner_id
    where m.fires and m.channel = 'mail'`);
  return rowsOf<FiredMail>(result);
}

/**
 * After a refresh or a re-check: judges the watches of the offers (one statement), then, in the
 * background (a visitor's re-check does not wait for mail), sends the push notices queued and
 * mails each address whose watch fired (one mail per event, at most once).
 */
export async function evaluateWatches(deps: AppDeps, offers: readonly ObservedOffer[]): Promise<void> {
  if (offers.length === 0) return;
  const now = deps.now();
  const fired = await judgeWatches(deps, offers, now);
  deps.tasks.run('watch notices', () => sendDuePushes(deps));
  if (fired.length > 0) deps.tasks.run('watch mails', () => mailFired(deps, fired, now));
}

async function mailFired(deps: AppDeps, fired: readonly FiredMail[], now: Date): Promise<void> {
  for (const event of fired) {
    const links = mailLinksFor(deps.env, deps.authSecret, event.email, now);
    const mail = await watchMail(event.email, event, links);
    await deliverOnce(deps, `watch:${event.watchId}:${Date.parse(event.firedAt)}`, event.subscriberId, mail);
  }
}

/** The offers of retailer items, as the watches judge them. */
export const offersOf = (items: readonly RetailerItem[]): ObservedOffer[] =>
  items.map((item) => ({
    asin: item.asin,
    title: item.title,
    priceCents: toCents(item.price),
    inStock: isInStock(item.availability),
    observedAt: item.fetchedAt,
  }));
