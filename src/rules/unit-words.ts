/** Units a product's title or variant names itself ("18 Mega Rolls", "200 Loads"), plural to singular. */
const NAMED_UNITS: Record<string, string> = {
  rolls: 'roll',
  loads: 'load',
  pouches: 'pouch',
  bags: 'bag',
  wipes: 'wipe',
  diapers: 'diaper',
  bottles: 'bottle',
  pods: 'pod',
};

/** The number in front of a word, over capitalised words between ("24 Family Mega Rolls": 24); null when absent. */
export function numberBefore(text: string, word: string): number | null {
  const found = new RegExp(String.raw`(\d+)\s+(?:[A-Z][a-z]+\s+)*?${word}\b`, 'i').exec(text);
  return found ? Number(found[1]) : null;
}

/** The unit a text names with its count ("24 Family Mega Rolls": 24 'roll'); null when it names none. */
export function namedUnits(text: string): { count: number; word: string } | null {
  for (const [plural, word] of Object.entries(NAMED_UNITS)) {
    const count = numberBefore(text, plural);
    if (count) return { count, word };
  }
  return null;
}
