import { describe, expect, it } from 'vitest';
import { signLinkToken } from '../../src/server/mail/signed-token';
import { unsubscribeAddress } from '../../src/features/newsletter/unsubscribe-link';

describe('unsubscribeAddress', () => {
  it('reads the address inside a signed unsubscribe token, also one with non-ASCII letters', () => {
    const token = signLinkToken('secret', 'unsubscribe', 'jess@example.com');
    expect(unsubscribeAddress(`?token=${token}`)).toBe('jess@example.com');
    const accented = signLinkToken('secret', 'unsubscribe', 'zoë+deals@exämple.com');
    expect(unsubscribeAddress(`?token=${encodeURIComponent(accented)}`)).toBe('zoë+deals@exämple.com');
  });

  it('prefers an email parameter, and gives nothing for a missing or broken token', () => {
    expect(unsubscribeAddress('?email=a%40b.com&token=x.y')).toBe('a@b.com');
    expect(unsubscribeAddress('')).toBe('');
    expect(unsubscribeAddress('?token=%%%')).toBe('');
    expect(unsubscribeAddress('?token=bm90IGpzb24.sig')).toBe('');
  });
});
