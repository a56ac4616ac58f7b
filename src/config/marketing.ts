import type { Benefit, Feature, Stat, Step, TrustMetric } from './marketing-types';
import { brand } from './brand';
import { homeCopy } from './home-copy';
import { newsletterCopy, termsCopy, unsubscribeCopy } from './pages-copy';
import { supportCopy } from './support-copy';
import { testimonials } from './testimonials';
import { welcomeCopy } from './welcome-copy';

export type { Benefit, Feature, Stat, Step, Testimonial, TrustMetric } from './marketing-types';

/**
 * All marketing copy of the public site (docs/product.md 1.3), gathered from the files
 * of src/config: a marketer edits copy there only. Pages read it at build time; islands
 * import the small parts they need (brand.ts, home-copy.ts). "Placeholder" figures are
 * to be filled in later.
 */
export const marketing = {
  /** Tagline, logo, links, support, disclosure; the logo and backend message are replaceable at run time. */
  brand,
  home: homeCopy,
  welcome: welcomeCopy,
  terms: termsCopy,
  newsletter: newsletterCopy,
  unsubscribe: unsubscribeCopy,
  support: supportCopy,

  features: [
    {
      title: 'Family Essentials',
      description: 'Diapers, wipes, snacks and cleaning staples at prices that keep the cupboard full.',
    },
    {
      title: 'Time Saver',
      description: 'We do the digging so you can shop the best finds in five minutes, not fifty.',
    },
    {
      title: 'Budget Friendly',
      description: 'Every deal is a real discount on a trusted brand, many of them $10 and under.',
    },
    { title: 'Mom Approved', description: 'Picked by moms for moms: practical, well reviewed and worth your money.' },
  ] satisfies Feature[],

  benefits: [
    {
      title: 'Verified discounts',
      description: 'Prices come straight from the retailer and are refreshed twice a day.',
    },
    {
      title: 'Curated by category',
      description: 'From nursery to pantry, find what you need without endless scrolling.',
    },
    { title: 'Free deal alerts', description: 'Get the best finds in your inbox. Unsubscribe at any time.' },
  ] satisfies Benefit[],

  /** Placeholder figures. */
  stats: [
    { label: 'Average savings', value: '45', suffix: '%' },
    { label: 'Daily deals curated', value: '100', suffix: '+' },
    { label: 'Active members', value: '25K', suffix: '+' },
  ] satisfies Stat[],

  /** Placeholder figures. */
  trustMetrics: [
    { metric: '50K+', label: 'Happy moms' },
    { metric: '10K+', label: 'Deals found' },
    { metric: '$2M+', label: 'Saved by members' },
  ] satisfies TrustMetric[],

  steps: [
    { title: 'Browse Deals', description: 'Pick a category or search for what your family needs today.' },
    { title: 'Click & Save', description: 'Tap a deal to buy it on Amazon at the discounted price.' },
    { title: 'Save Big', description: 'Watch the savings add up on every order, every week.' },
  ] satisfies Step[],

  testimonials,
};
