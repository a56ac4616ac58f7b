/** Content codings the response cache keeps, best first. */
export const ENCODINGS = ['br', 'gzip', 'identity'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/**
 * The best coding the client accepts among those available (RFC 9110 section 12.5.3):
 * q=0 refuses a coding, '*' stands for any coding not named, identity is acceptable
 * unless refused. Null when nothing available is acceptable.
 */
export function pickEncoding(acceptEncoding: string | undefined, available: readonly Encoding[]): Encoding | null {
  if (!acceptEncoding) return available.includes('identity') ? 'identity' : null;
  // Clients send the same few headers over and over.
  const memoKey = `${available.join()}|${acceptEncoding}`;
  const known = recentPicks.get(memoKey);
  if (known !== undefined) return known;
  const picked = pick(acceptEncoding, available);
  if (recentPicks.size >= 256) recentPicks.clear();
  recentPicks.set(memoKey, picked);
  return picked;
}

const recentPicks = new Map<string, Encoding | null>();

function pick(acceptEncoding: string, available: readonly Encoding[]): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const star = weights.get('*');
  let best: Encoding | null = null;
  let bestWeight = 0;
  for (const coding of available) {
    const weight = weights.get(coding) ?? star ?? (coding === 'identity' ? 0.001 : 0);
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

/** Does If-None-Match name one of these entity tags? Weak comparison, as RFC 9110 asks for GET. */
export function etagMatches(ifNoneMatch: string | undefined, etags: readonly string[]): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = new Set(etags.map(opaque));
  return ifNoneMatch.split(',').some((tag) => wanted.has(opaque(tag)));
}
