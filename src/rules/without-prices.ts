/** Titles sometimes quote prices ("$5 off"); neither mail nor a notification ever shows one. */
export const withoutPrices = (title: string) =>
  title
    .replace(/\$\s*\d[\d,]*(\.\d+)?/g, '')
    .replace(/\$/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
