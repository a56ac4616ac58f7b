/** Texts of the 'Choose your alerts' page (/alerts), opened from a link in every mail. */
export const alertsCopy = {
  title: 'Choose your alerts',
  intro:
    'Tell us what your family needs and we will only send the deals that fit. Leave everything empty for our daily digest.',
  loading: 'Loading your alerts…',
  invalidTitle: 'This link has expired',
  stagesLegend: 'Child stages',
  categoriesLegend: 'Categories',
  keywordsLabel: 'Keywords',
  keywordsHint:
    'Separate with commas, e.g. size 4 diapers, toddler shoes. We look in the title, brand and description.',
  maxPriceLabel: 'Maximum price ($)',
  maxPriceHint: 'Leave empty for any price.',
  minDiscountLabel: 'Minimum discount',
  anyDiscount: 'Any discount',
  frequencyLegend: 'How often',
  frequencies: {
    instant: 'As soon as a matching deal is approved (at most one e-mail an hour)',
    refresh: 'With each deal update, at 10 AM and 6 PM Eastern',
    daily: 'Once a day',
  },
  save: 'Save my alerts',
  saving: 'Saving…',
  reset: 'Back to the daily digest',
  /** Whose alerts these are when the link is a phone's (push) rather than an address. */
  thisPhone: 'this phone',
  browse: 'Browse all deals',
  subscribe: 'Subscribe again',
};

/** The minimum-discount choices. */
export const MIN_DISCOUNT_CHOICES = [10, 20, 30, 40, 50, 60, 70];
