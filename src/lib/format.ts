const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** "$12.99" */
export const formatUsd = (dollars: number): string => usd.format(Number.isFinite(dollars) ? dollars : 0);

/** "$1,235" for large totals. */
export const formatUsdWhole = (dollars: number): string => usdWhole.format(Number.isFinite(dollars) ? dollars : 0);

/** "12,345" */
export const formatCount = (n: number): string => new Intl.NumberFormat('en-US').format(Number.isFinite(n) ? n : 0);
