/** Copy of the /welcome landing page. Part of the marketing config (marketing.ts). */
export const welcomeCopy = {
  title: 'Welcome',
  /** Hero: "Made for moms who love <word>", the word typed and rotated. */
  typedPrefix: 'Made for moms who love',
  typedWords: ['Saving', 'Winning', 'the Rush', 'Finding Deals', 'Shopping Smart'],
  browseButton: "Browse Today's Deals",
  alertsButton: 'Get Deal Alerts',
  statsBanner: {
    averageSavings: 'Avg. savings',
    dealsToday: 'Deals today',
    averageRating: 'Avg. rating',
    totalSavings: 'Total savings',
  },
  featuredTitle: "Today's Featured Picks",
  featuredSubtitle: 'Two trending finds, picked at random. Refresh for more.',
  statTiles: {
    prime: 'Prime eligible',
    under10: 'Under $10',
    over50: '50%+ off',
    kitchen: 'Home & Kitchen',
    trending: 'Trending',
  },
  trendingTitle: 'Trending with Moms Today',
  trendingBadges: ['BEST SELLER', 'TOP RATED', 'TRENDING', 'GREAT DEAL'],
  testimonialsTitle: 'Moms Love Saving With Us',
  featuresTitle: 'Why Moms Shop Here',
  howDealsWork: {
    title: 'How Deals Work',
    items: [
      {
        icon: 'tag' as const,
        title: 'Discount Deals',
        description: 'Everyday price drops on trusted brands, checked at 10am and 6pm ET.',
      },
      {
        icon: 'bolt' as const,
        title: 'Flash Sales',
        description: 'Short, deep discounts. When the clock runs out, the price goes back up.',
      },
      {
        icon: 'gem' as const,
        title: 'Exclusive Offers',
        description: 'Coupons and limited-time offers we find before they are gone.',
      },
    ],
  },
  savingsComparison: {
    title: 'What a Year of Smart Shopping Looks Like',
    /** Static marketing numbers. */
    rows: [
      { category: 'Diapers & wipes', regular: 960, savvy: 620 },
      { category: 'Household essentials', regular: 1_200, savvy: 810 },
      { category: 'Kids clothes & shoes', regular: 850, savvy: 480 },
      { category: 'Toys & birthday gifts', regular: 640, savvy: 350 },
    ],
    regularLabel: 'Paying full price',
    savvyLabel: 'Shopping our deals',
    footnote:
      'Projected yearly figures for a family of four, based on typical discounts shown on this site. Your savings will vary.',
  },
  howItWorksTitle: 'How It Works',
  categoriesTitle: 'Shop by Category',
  /** Each tile opens its category's page (`category` is the category's id). */
  featuredCategories: [
    { icon: 'pot' as const, label: 'Home & Kitchen', category: 'kitchen' },
    { icon: 'bottle' as const, label: 'Mama & Baby', category: 'baby' },
    { icon: 'shirt' as const, label: 'Fashion', category: 'fashion' },
    { icon: 'teddy' as const, label: 'Toys & Learning', category: 'toys' },
  ],
  finalCta: {
    title: 'Ready to Start Saving?',
    body: 'Join thousands of moms who never pay full price. New deals every morning and evening.',
  },
};
