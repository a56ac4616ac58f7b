/** Texts of the Watch button and its dialog (docs/product.md, Watches). */
export const watchCopy = {
  button: 'Watch',
  watching: 'Watching',
  /** On the page of a deal that is out of stock. */
  forReturn: 'Watch for its return',
  title: 'Watch this product',
  ruleLegend: 'Tell me when',
  targetLabel: 'Your price in dollars',
  deliveryLegend: 'How should we tell you?',
  phone: 'On this phone',
  email: 'By e-mail',
  emailLabel: 'Your e-mail address',
  submit: 'Watch',
  saving: 'Saving…',
  noPrice: 'We never send prices: only what happened and a link to the deal.',
  phoneRefused: 'Notifications are not allowed on this phone. Choose e-mail instead.',
  failed: 'We could not save this watch. Please try again.',
};

/** Texts of /watches: an address's watches by e-mail, reached from a watch mail's link. */
export const watchListCopy = {
  title: 'Your watches',
  intro: 'The products you watch by e-mail. Stop any of them here.',
  loading: 'Loading your watches…',
  noToken: 'Open this page from the link in one of our watch e-mails.',
  empty: 'You are not watching anything by e-mail.',
  failed: 'We could not load your watches. The link may be old: open it again from a recent e-mail.',
  remove: 'Stop watching',
  removeFailed: 'We could not stop this watch. Please try again.',
  noPriceYet: 'No price yet',
  /** A watch of an address not confirmed yet: it does not fire. */
  inactive: 'Waiting for you to confirm your address',
};
