/** Texts of "Check any Amazon link" (/check). */
export const checkCopy = {
  title: 'Check any Amazon link',
  intro:
    "Paste a link to any product on Amazon, or share it to this app. If it's one of our deals, we take you there; if not, we show Amazon's price now and what we've seen it sell for.",
  label: 'Amazon link or ASIN',
  placeholder: 'amazon.com/dp/B08N5WRWNW',
  submit: 'Check',
  checking: 'Checking with Amazon…',
  goingToDeal: "It's one of our deals: taking you to it…",
  notListed: "We don't list this as a deal right now. Here is what Amazon says:",
  outOfStock: 'Currently unavailable at Amazon',
  viewAtAmazon: 'View at Amazon',
  noHistory: "We haven't tracked this product's price before.",
  failed: 'We could not check that right now. Please try again in a moment.',
};
