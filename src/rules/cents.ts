/** Prices are stored and compared in whole cents: a dollar amount rounded to the nearest cent. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);
