// The product's colour: named by its variant or name when they name one ("Dusty Rose", "Navy"),
// otherwise picked from a palette by a hash of brand and name, so every size of a product
// family shares a colour and every start draws the same.

/** Colour words in variants and names, longest first where one contains another. */
const NAMED: [RegExp, string][] = [
  [/dusty rose|pink clay|blush|ballet slippers/i, '#e8a9b4'],
  [/light blue|seafoam|aqua mint|turquoise|\baqua\b/i, '#6cc4c9'],
  [/midnight|navy|nocturnal|collegiate/i, '#2c3e66'],
  [/royal|lapis|\bblue\b/i, '#3a6fc4'],
  [/onyx|black|jet\b|graphite|tnf/i, '#2f3136'],
  [/silver|stainless/i, '#b9bec7'],
  [/enameled/i, '#e0643a'],
  [/charcoal|steel|iron\b/i, '#5a5f68'],
  [/heather grey|grey|gray|cool grey|pearl|studio|reign/i, '#a6abb3'],
  [/white|cream|clear\b|champagne/i, '#f1efe9'],
  [/oatmeal|apricot|khaki|vanilla/i, '#d9c2a0'],
  [/chestnut|brown|espresso|cocoa/i, '#8a5a3b'],
  [/olive|sage|dino|green|frog/i, '#7a9a5a'],
  [/spicy red|\bred\b|strawberry|berry/i, '#c8323c'],
  [/coral|watermelon|peach/i, '#ee7e6b'],
  [/\bpink\b|rose|floral|unicorn|rainbow/i, '#e77fa8'],
  [/purple|lavender|plum/i, '#8a5cc2'],
  [/yellow|gold|bee\b|honey|banana/i, '#e8b830'],
  [/orange|owl|pumpkin/i, '#e98a3a'],
  [/shark/i, '#6b8fb3'],
  [/plaid/i, '#b0453a'],
  [/light wash|dark stonewash|rinse|denim|jean/i, '#4a6a96'],
];

/** Cheerful, shop-like colours for products that name none. */
const PALETTE = [
  '#e0564f',
  '#f08c3a',
  '#e8b830',
  '#5fae6e',
  '#3fa3a0',
  '#3a8fd6',
  '#5b63c9',
  '#9a5cc2',
  '#d9508a',
  '#2f6f8f',
  '#c46b3d',
  '#7a9a5a',
];

/** The colour a text names, or null. */
export function namedColour(text: string): string | null {
  for (const [pattern, colour] of NAMED) if (pattern.test(text)) return colour;
  return null;
}

export const paletteColour = (seed: number) => PALETTE[seed % PALETTE.length];

/** A second colour that goes with `main` (labels, lids, trims). */
export const accentFor = (seed: number, main: string) => {
  const pick = PALETTE[(seed >>> 8) % PALETTE.length];
  return pick === main ? PALETTE[((seed >>> 8) + 5) % PALETTE.length] : pick;
};
