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
