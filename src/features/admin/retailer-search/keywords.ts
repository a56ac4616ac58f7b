/**
 * Keyword chips of the retailer search (docs/product.md 9.2): text is
 * comma-split and trimmed, surrounding quotes go, every character that is not a
 * letter, digit, underscore or space goes, empties and duplicates are dropped.
 */
export function cleanKeyword(raw: string): string {
  const trimmed = raw.trim().replace(/^(["'“”‘’])([\s\S]*)\1$/u, '$2');
  return trimmed
    .replace(/[^\p{L}\p{N}_\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The clean keywords in a typed or pasted text. */
export function parseKeywords(text: string): string[] {
  return text
    .split(',')
    .map(cleanKeyword)
    .filter((k) => k !== '');
}

/** The list with the keywords of `text` appended; case-insensitive duplicates are skipped. */
export function addKeywords(existing: readonly string[], text: string): string[] {
  const seen = new Set(existing.map((k) => k.toLowerCase()));
  const next = [...existing];
  for (const keyword of parseKeywords(text)) {
    const key = keyword.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    next.push(keyword);
  }
  return next;
}
