import { brand } from './brand';

/** Copy of the terms, newsletter and unsubscribe pages. Part of the marketing config (marketing.ts). */
export const termsCopy = {
  title: 'Terms and Conditions',
  intro: 'Please read these terms before using the site. By browsing our deals you agree to them.',
  lastUpdated: 'November 2026',
  badges: [
    { icon: 'check' as const, label: 'Verified Deals' },
    { icon: 'heart' as const, label: 'Mom Approved' },
    { icon: 'dollar' as const, label: 'Best Savings' },
  ],
  sections: [
    {
      title: 'Our Commitment',
      body: [
        'We help busy moms and families find real discounts on trusted products. Every deal is chosen by hand, and we only list products we would consider for our own families.',
      ],
    },
    {
      title: 'How It Works',
      body: [
        'We list discounted products from Amazon. When you choose "Click & Save" you go to Amazon, where the purchase happens. We never take payment and never handle your order.',
        'Deals are refreshed every day at 10am and 6pm ET; essentials are updated daily at 9 AM EST.',
      ],
    },
    {
      title: 'Amazon Affiliate Partnership',
      body: [
        `${brand.disclosure} When you buy through our links we may earn a small commission at no extra cost to you. This helps keep the site free.`,
      ],
    },
    {
      title: 'Deal Information & Accuracy',
      body: [
        brand.priceDisclaimer,
        'Deals can end or sell out without notice. Please check the final price on Amazon before you buy.',
      ],
    },
    {
      title: 'Privacy & Security',
      body: [
        'We do not collect personal data to browse the site. If you subscribe to deal alerts we keep only your e-mail address, use it only to send the alerts, and every e-mail has a one-click unsubscribe link.',
        'Your cookie choice is stored in your own browser.',
      ],
    },
    {
      title: 'Community Guidelines',
      body: [
        'Share deals kindly and honestly. Please do not misuse the site, scrape it, or try to access areas that are not meant for visitors.',
      ],
    },
    {
      title: 'Updates to Terms',
      body: [
        'We may update these terms from time to time. The date at the top shows the latest version; continuing to use the site means you accept the changes.',
      ],
    },
  ],
  contact: 'Questions about these terms? Write to us at',
};

export const newsletterCopy = {
  title: 'Never Miss a Deal',
  headline: 'Get the best mom-approved deals straight to your inbox',
  subheadline: 'Free deal alerts after every refresh. No spam, ever.',
  features: [
    {
      icon: 'bag' as const,
      title: 'Curated Deals',
      description: 'Only the best discounts, hand-picked from hundreds of offers.',
    },
    {
      icon: 'heart' as const,
      title: 'Mom Approved',
      description: 'Practical finds for real family life, tested by moms like you.',
    },
    {
      icon: 'check' as const,
      title: 'Quality Assured',
      description: 'Trusted brands and well-reviewed products only.',
    },
  ],
  subscribeButton: 'Subscribe to Deals',
  browseLink: 'Browse All Deals',
  petDealsPrompt: 'Have a furry family member too?',
};

export const unsubscribeCopy = {
  title: 'Unsubscribe',
  headline: 'Unsubscribe from deal alerts',
  body: 'Sorry to see you go! Enter your e-mail address and we will stop sending you deal alerts.',
  button: 'Unsubscribe',
  done: 'Unsubscribed Successfully',
  doneBody: 'You will not receive deal alerts any more. Taking you home…',
  backHome: 'Back to Home',
};
