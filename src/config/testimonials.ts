import type { Testimonial } from './marketing-types';

const avatar = (n: number) => `/avatars/avatar-${((n - 1) % 8) + 1}.svg`;

/** The 40 marketing testimonials (docs/product.md 1.3). Marketing claims only, not product features. */
export const testimonials: Testimonial[] = [
  {
    quote:
      'I save at least $80 a month on diapers and wipes. The categorized wish lists keep my baby shopping in one place.',
    author: 'Jessica M.',
    role: 'Mom of two, Ohio',
  },
  {
    quote:
      'The age-range filtering means I only see toys that fit my toddler. No more scrolling past things she is too young for.',
    author: 'Amanda R.',
    role: 'Toddler mom, Texas',
  },
  {
    quote: 'Flash-deal notifications are my favourite. I grabbed a stroller at half price before it sold out.',
    author: 'Brittany K.',
    role: 'First-time mom, Georgia',
  },
  {
    quote: 'Being able to compare deals side by side saved me from buying the wrong car seat twice.',
    author: 'Lauren T.',
    role: 'Mom of three, Arizona',
  },
  {
    quote: 'The personalised recommendations feel like a friend who knows exactly what my family needs.',
    author: 'Nicole S.',
    role: 'Working mom, Illinois',
  },
  {
    quote: 'Urgency categories help me decide fast. If it says ending soon, I know to check it first.',
    author: 'Megan P.',
    role: 'Busy mom, Florida',
  },
  {
    quote: 'I check this site with my morning coffee. It takes five minutes and I always find something useful.',
    author: 'Rachel D.',
    role: 'Stay-at-home mom, Utah',
  },
  {
    quote: 'Back-to-school shopping used to stress me out. This year I used my wish lists and finished in one evening.',
    author: 'Stephanie L.',
    role: 'Mom of twins, Colorado',
  },
  {
    quote: 'Every deal I have bought has been legit. I trust the picks because they are clearly hand-checked.',
    author: 'Kayla B.',
    role: 'Mom of one, Oregon',
  },
  {
    quote: 'The kitchen deals are unreal. I replaced my whole cookware set for less than a single pan used to cost.',
    author: 'Heather W.',
    role: 'Home cook and mom, Tennessee',
  },
  {
    quote: "I filter by my kids' ages and get gift ideas for every birthday party in minutes.",
    author: 'Ashley G.',
    role: 'Party-planning mom, Nevada',
  },
  {
    quote: 'The flash alerts paid for themselves the first week. I got a baby monitor for 60% off.',
    author: 'Danielle F.',
    role: 'New mom, Michigan',
  },
  {
    quote: 'Comparing prices here is so much easier than opening ten tabs. Everything I need is on one screen.',
    author: 'Melissa H.',
    role: 'Mom of four, Missouri',
  },
  {
    quote: 'My recommendations get better every week. It is like the site learns what my family actually uses.',
    author: 'Christina V.',
    role: 'Homeschool mom, Idaho',
  },
  {
    quote: 'I love the ending-soon tags. They keep me from missing the best prices on things we buy every month.',
    author: 'Samantha J.',
    role: 'Budget-minded mom, Kentucky',
  },
  {
    quote: 'Our grocery pantry deals alone cover our streaming subscriptions. Small savings add up quickly.',
    author: 'Emily C.',
    role: 'Mom of two, Wisconsin',
  },
  {
    quote: 'I keep a wish list for each kid. When something drops in price I know right away.',
    author: 'Tiffany N.',
    role: 'Mom of three, Kansas',
  },
  {
    quote: 'Finally a deal site that does not feel spammy. Clean, quick and made for moms like me.',
    author: 'Vanessa O.',
    role: 'Nurse and mom, California',
  },
  {
    quote: 'The age filters for toddler gear are a lifesaver. I found the perfect potty-training seat in seconds.',
    author: 'Brianna E.',
    role: 'Toddler mom, North Carolina',
  },
  {
    quote: 'Flash-deal notifications helped me finish holiday shopping early and under budget.',
    author: 'Courtney A.',
    role: 'Mom of two, Pennsylvania',
  },
  {
    quote: 'I compared three high chairs in one view and picked the best value without second-guessing.',
    author: 'Alyssa Q.',
    role: 'Expecting mom, Virginia',
  },
  {
    quote: 'The personalised picks surfaced a bottle warmer I did not know I needed. Now I cannot live without it.',
    author: 'Jasmine Y.',
    role: 'New mom, Maryland',
  },
  {
    quote: 'Urgency categories make my limited free time count. I focus on what is about to end.',
    author: 'Kimberly Z.',
    role: 'Shift-working mom, Nebraska',
  },
  {
    quote: 'We saved over $500 on our nursery. Every piece came from a deal on this site.',
    author: 'Erin U.',
    role: 'Mom-to-be, Minnesota',
  },
  {
    quote: 'The beauty deals are my little treat. Self-care for less, and I do not feel guilty.',
    author: 'Monica I.',
    role: 'Mom of one, New Jersey',
  },
  {
    quote: 'My wish lists are organised by season now. Summer gear, school gear, holiday gifts: all ready.',
    author: 'Paige X.',
    role: 'Organised mom, Washington',
  },
  {
    quote: 'I only see toys for ages three to five thanks to the filters. Shopping for my son has never been easier.',
    author: 'Tara W.',
    role: 'Preschool mom, South Carolina',
  },
  {
    quote: 'The flash notifications are perfectly timed. I never feel flooded, just informed.',
    author: 'Hannah R.',
    role: 'Mom of two, Iowa',
  },
  {
    quote: 'Side-by-side comparison showed me the bigger pack was the better deal. Small things, big savings.',
    author: 'Olivia P.',
    role: 'Savvy shopper mom, Alabama',
  },
  {
    quote: 'The recommendations for my teen and my toddler are both spot on. That is hard to do!',
    author: 'Grace L.',
    role: 'Mom of a teen and a toddler, Louisiana',
  },
  {
    quote: 'Seeing which deals end today keeps me from procrastinating. I have saved so much this way.',
    author: 'Natalie K.',
    role: 'Mom of three, Oklahoma',
  },
  {
    quote: 'I told every mom in my playgroup about this site. Now we share our favourite finds every week.',
    author: 'Victoria M.',
    role: 'Playgroup organiser, New York',
  },
  {
    quote: 'The $10 and under section is my happy place. Stocking stuffers and party favours sorted.',
    author: 'Chelsea T.',
    role: 'Mom of four, Arkansas',
  },
  {
    quote: 'My categorized wish lists made planning our baby shower registry a breeze.',
    author: 'Morgan S.',
    role: 'Soon-to-be mom, Connecticut',
  },
  {
    quote: 'The filters by age range helped my parents pick the right gifts for their grandkids.',
    author: 'Allison D.',
    role: 'Mom of two, Maine',
  },
  {
    quote: 'I got a flash alert for the exact vacuum I wanted. Best purchase of the year.',
    author: 'Kristen B.',
    role: 'Clean-freak mom, New Mexico',
  },
  {
    quote: 'Comparing deals is so simple that even my husband uses it now.',
    author: 'Lindsey G.',
    role: 'Mom of two, Montana',
  },
  {
    quote: 'Personalised recommendations for book deals have built my kids a little library.',
    author: 'Rebecca H.',
    role: 'Book-loving mom, Vermont',
  },
  {
    quote: 'The limited-time tags are honest and helpful. I know what is worth grabbing right now.',
    author: 'Caroline F.',
    role: 'Mom of one, Delaware',
  },
  {
    quote: 'Smart shopping for savvy moms is exactly right. This site gives me back time and money.',
    author: 'Diana V.',
    role: 'Mom of three, Massachusetts',
  },
].map((t, i) => ({ ...t, avatar: avatar(i + 1) }));
