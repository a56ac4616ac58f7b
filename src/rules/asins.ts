/** ASINs and the ASIN import's limits (docs/product.md 9.3): one parser for the admin form and the server. */
export const MAX_ASINS_PER_IMPORT = 100;
/** Most ASINs one public look-up by ASIN answers (GET /api/products/by-asins). */
export const MAX_ASINS_PER_LOOKUP = 100;
const NO_VALID_ASINS = 'No valid ASINs found. Please check your input.';
const TOO_MANY_ASINS = `Maximum ${MAX_ASINS_PER_IMPORT} ASINs can be processed at once.`;

const ASIN_PATTERN = /^[A-Z0-9]{10}$/;

/** Ten upper-case letters or digits. */
export const isAsin = (text: string): boolean => ASIN_PATTERN.test(text);

export interface ParsedAsins {
  /** Valid ASINs, uppercased, first occurrence order, without repeats. */
  valid: string[];
  /** Everything else that was typed, uppercased, without repeats. */
  invalid: string[];
}

/** Splits on commas, whitespace and newlines, uppercases, and sorts into valid and invalid. */
export function parseAsins(text: string): ParsedAsins {
  const valid = new Set<string>();
  const invalid = new Set<string>();
  for (const token of text.split(/[\s,]+/)) {
    if (token === '') continue;
    const asin = token.toUpperCase();
    (isAsin(asin) ? valid : invalid).add(asin);
  }
  return { valid: [...valid], invalid: [...invalid] };
}

/** Why these ASINs cannot be imported, or null. */
export function asinImportProblem(parsed: ParsedAsins): string | null {
  if (parsed.valid.length === 0) return NO_VALID_ASINS;
  if (parsed.valid.length > MAX_ASINS_PER_IMPORT) return TOO_MANY_ASINS;
  return null;
}
