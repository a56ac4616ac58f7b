/** Texts of deal alerts on this phone (docs/product.md, 8.7 Push notifications). */
export const pushCopy = {
  heading: 'On this phone',
  /** In the 'Get deal alerts' dialog, beside the e-mail form. */
  dialogLink: 'Or get them on this phone',
  intro: 'Get a notification the moment a deal you would want is approved. No prices, no spam: at most 3 a day.',
  turnOn: 'Turn on notifications',
  turningOn: 'Turning on…',
  on: 'This phone gets deal alerts. Quiet from 9 PM to 7 AM.',
  choose: 'Choose which deals',
  test: 'Send me a test notification',
  testSent: 'A test notification is on its way.',
  turnOff: 'Turn off on this phone',
  off: 'Notifications are off on this phone.',
  /** Why it cannot be offered, and what to do instead. */
  unsupported:
    "This browser can't show our notifications. On an iPhone, tap Share, then Add to Home Screen, and open Savvy Mom Deals from there. Or get alerts by e-mail.",
  denied:
    'Notifications are blocked for this site. Allow them in your browser settings for this site, or get alerts by e-mail.',
  failed: 'We could not turn on notifications. Please try again.',
};
