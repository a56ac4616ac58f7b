/** Texts of the saved list (/saved): deals kept with the heart, on this device (and on the server with notifications on or from a mail's link). */
export const savedCopy = {
  title: 'Saved deals',
  intro:
    'Deals you saved with the heart, kept on this device, and with us too once its notifications are on or you open this page from one of our e-mails. Prices are checked each time you open this page.',
  loading: 'Loading your saved deals…',
  emptyTitle: 'No saved deals yet',
  emptyText: 'Tap the heart on any deal to keep it here.',
  emptyLink: "See today's deals",
  checking: 'Checking the price…',
  ended: 'This deal has ended',
  checkFailed: 'We could not check this price right now. Please try again later.',
  linkRefused:
    'This saved-deals link has expired or is no longer valid. Below are the deals saved on this device; open "Your saved deals" in our latest e-mail to see the ones we keep for you.',
  remove: 'Remove',
  seeDeal: 'See deal',
};
