import { isAsin } from './asins';

/** Most characters of a deal page's slug. */
const MAX_SLUG_LENGTH = 60;

/** The readable part of a deal's address: lower-case words of its title joined by hyphens. */
export function dealSlug(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (words.length <= MAX_SLUG_LENGTH) return words;
  const cut = words.slice(0, MAX_SLUG_LENGTH);
  return cut.includes('-') ? cut.slice(0, cut.lastIndexOf('-')) : cut;
}

/** A deal page's canonical path: /deal/{ASIN}/{slug} (the slug left out when the title has none). */
export function dealPath(asin: string, title: string): string {
  const slug = dealSlug(title);
  return `/deal/${asin}${slug ? `/${slug}` : ''}`;
}

/** The ASIN of a /deal/{ASIN}[/{slug}] path, or null for any other path or a malformed ASIN. */
export function asinOfDealPath(pathname: string): string | null {
  const match = /^\/deal\/([^/]+)(?:\/[^/]*)?\/?$/.exec(pathname);
  const asin = match?.[1].toUpperCase() ?? '';
  return isAsin(asin) ? asin : null;
}

/** A category page's path; the home category is the home page itself. */
export const categoryPath = (categoryId: string) =>
  categoryId === 'home' ? '/' : `/category/${encodeURIComponent(categoryId)}`;
