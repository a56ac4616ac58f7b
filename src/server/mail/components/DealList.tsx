import { Button } from '@react-email/button';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { mailColors as colors } from './MailLayout';

/** A deal as a mail shows it: title, discount, category and a button to its page on our site. */
export interface MailDeal {
  title: string;
  discountPercentage: number;
  categoryLabel?: string;
  url: string;
}

/** One block per deal: stacks on a phone, reads as a list on a desktop. No prices, no retailer links or images. */
export function DealList({ deals }: { deals: MailDeal[] }) {
  return (
    <Section>
      {deals.map((deal) => (
        <Section key={deal.url} style={{ borderTop: `1px solid ${colors.line}`, padding: '14px 0' }}>
          <Text
            style={{
              margin: '0 0 4px',
              fontSize: '12px',
              color: colors.muted,
              textTransform: 'uppercase',
              letterSpacing: '0.04em',
            }}
          >
            {deal.categoryLabel ? `${deal.categoryLabel} · ` : ''}
            <strong style={{ color: colors.brand }}>{deal.discountPercentage}% off</strong>
          </Text>
          <Text style={{ margin: '0 0 10px', fontSize: '16px', lineHeight: '22px', fontWeight: 700 }}>
            {deal.title}
          </Text>
          <Button
            href={deal.url}
            style={{
              backgroundColor: colors.brand,
              color: '#ffffff',
              borderRadius: '8px',
              padding: '10px 18px',
              fontSize: '14px',
              fontWeight: 700,
            }}
          >
            See the deal
          </Button>
        </Section>
      ))}
    </Section>
  );
}
