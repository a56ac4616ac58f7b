/** Copy of the home page header, hero and listing. Part of the marketing config (marketing.ts). */
export const homeCopy = {
  hero: {
    heading: 'Shop Smarter, Save Better',
    subheading: 'Hand-picked deals on the things your family uses every day, checked twice a day.',
    cta: 'Start Saving Today',
    savingsClaim: 'Save up to 70% on trusted brands',
  },
  header: {
    ribbon: ['Live Updates', 'Big Savings', 'Happy Moms'],
    alertsButton: 'Get Deal Alerts',
    alertsButtonMobile: 'Subscribe',
    searchPlaceholder: 'Search deals...',
  },
  refreshNote: 'Hot Deals Refreshed Everyday at 10am & 6pm ET',
  trendingBanner: {
    eyebrow: 'TikTok Viral / Trending Now',
    title: "This Week's Most-Loved Finds",
    points: ['Mom-tested', 'Quality guaranteed', 'Highly rated', 'Loved by thousands'],
  },
  bestSellersTitle: "Today's Best Sellers",
};
