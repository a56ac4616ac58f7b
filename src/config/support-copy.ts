import { brand } from './brand';

/** The /support page: how to reach us, and the questions mothers ask most. */
export const supportCopy = {
  title: 'Help & Support',
  intro: 'Questions about a deal, a price or our e-mails? Here are quick answers, and we are a message away.',
  contactHeading: 'Write to us',
  contactBody: `${brand.support.label} We answer within two working days.`,
  faqHeading: 'Common questions',
  faq: [
    {
      question: 'Where do I buy, and who sells the product?',
      answer:
        'We hand-pick discounted products on Amazon. "Click & Save" takes you to the product on Amazon, where you buy from Amazon or its seller as usual. We never take payment or ship anything ourselves.',
    },
    {
      question: 'How do your prices work?',
      answer:
        'Every price comes from Amazon and shows when we last checked it ("Price as of …"). We check prices twice a day and never show one older than 24 hours. The struck-through price is the one Amazon compares against, shown only when the saving is more than 50 cents.',
    },
    {
      question: 'Why is the price on Amazon different?',
      answer:
        'Prices on Amazon can change at any moment: a deal ends, stock runs out or a coupon expires. The price on Amazon at the time you buy is the one that applies. If a deal has ended, it leaves our list at the next check.',
    },
    {
      question: 'Do you earn money from my purchase?',
      answer: `${brand.disclosure} It costs you nothing extra and keeps the site free.`,
    },
    {
      question: 'How do I stop the deal-alert e-mails?',
      answer:
        'Every e-mail has an Unsubscribe link at the bottom that works with one click. You can also enter your address on our Unsubscribe page.',
    },
  ],
  unsubscribeLink: 'Go to the Unsubscribe page',
};
