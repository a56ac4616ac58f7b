import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import { brand } from '../../../config/brand';
import type { MailLinks } from '../templates';

const colors = { ink: '#1f2937', muted: '#6b7280', brand: '#be185d', page: '#fdf2f8', line: '#f3d4e5' };
const small = { fontSize: '12px', lineHeight: '18px', color: colors.muted, margin: '4px 0' };

/** The frame of every mail: our logo and name, the content, and the footer the law and trust ask for. */
export function MailLayout({ preview, links, children }: { preview: string; links: MailLinks; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Preview>{preview}</Preview>
      <Body
        style={{
          backgroundColor: colors.page,
          margin: 0,
          padding: '16px 8px',
          fontFamily: 'Arial, Helvetica, sans-serif',
          color: colors.ink,
        }}
      >
        <Container
          style={{
            maxWidth: '600px',
            width: '100%',
            backgroundColor: '#ffffff',
            borderRadius: '12px',
            padding: '24px 20px',
          }}
        >
          <Section>
            <Link href={`${links.siteUrl}/`} style={{ textDecoration: 'none', color: colors.brand }}>
              <Img
                src={`${links.siteUrl}/icon-192.png`}
                width="40"
                height="40"
                alt={brand.name}
                style={{ display: 'inline-block', verticalAlign: 'middle', borderRadius: '8px' }}
              />
              <span style={{ fontSize: '20px', fontWeight: 700, verticalAlign: 'middle', marginLeft: '10px' }}>
                {brand.name}
              </span>
            </Link>
          </Section>
          {children}
          <Hr style={{ borderColor: colors.line, margin: '24px 0 12px' }} />
          <Text style={small}>{brand.disclosure}</Text>
          {links.postalAddress ? <Text style={small}>{links.postalAddress}</Text> : null}
          <Text style={small}>
            <Link href={links.preferencesPage} style={{ color: colors.brand }}>
              Choose your alerts
            </Link>
            {' · '}
            <Link href={links.unsubscribePage} style={{ color: colors.brand }}>
              Unsubscribe
            </Link>{' '}
            at any time.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export const mailColors = colors;
