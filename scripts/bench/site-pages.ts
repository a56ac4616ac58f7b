import type http from 'node:http';
import { categoryPath } from '../../src/rules/deal-path';
import { fetchRaw } from './http-load';

/** Headers of a browser's page request: gzip accepted (what the baselines can serve), HTML wanted. */
export const PAGE_HEADERS = { 'accept-encoding': 'gzip', accept: 'text/html,application/xhtml+xml' };

/** The page of the server's first category (not the home's own), or null when it lists none. */
export async function findCategoryPage(baseUrl: string): Promise<string | null> {
  const raw = await fetchRaw(`${baseUrl}/api/products/categories`);
  if (raw.status !== 200) return null;
  const { data } = JSON.parse(raw.body.toString()) as { data: { id: string }[] };
  const paths = data.map((c) => categoryPath(c.id)).filter((p) => p !== '/');
  return paths[0] ?? null;
}

/** Headers a baseline sets itself (framing, coding, its own validators) and so are not copied from ours. */
const OWN_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'content-type',
  'vary',
  'etag',
  'last-modified',
  'server',
]);

/**
 * The headers of our answer a baseline must send too, so a comparison is about serving, not
 * header bytes: the security set and Cache-Control, everything but framing, coding and validators.
 */
export function headersToCopy(headers: http.IncomingHttpHeaders): Record<string, string> {
  const copied: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || OWN_HEADERS.has(name) || name === 'set-cookie') continue;
    copied[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return copied;
}

/** Names of the copied headers a baseline's answer lacks or sends otherwise. */
export function differingHeaders(wanted: Record<string, string>, got: http.IncomingHttpHeaders): string[] {
  return Object.entries(wanted)
    .filter(([name, value]) => got[name] !== value)
    .map(([name]) => name);
}
