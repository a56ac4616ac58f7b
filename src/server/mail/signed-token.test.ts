import { describe, expect, it } from 'vitest';
import { ungroupedToken } from '../../rules/link-token-text';
import { signLinkToken, verifyLinkToken } from './signed-token';

const now = new Date('2026-11-24T12:00:00Z');
const later = new Date('2026-12-24T12:00:00Z');

describe('mail link tokens', () => {
  it('verify for their address and purpose, grouped as mails carry them and as links sent before grouping', () => {
    const token = signLinkToken('secret', 'preferences', 'jess@example.com', later);
    expect(token).toContain('~');
    expect(verifyLinkToken('secret', 'preferences', token, now)).toBe('jess@example.com');
    expect(verifyLinkToken('secret', 'preferences', ungroupedToken(token), now)).toBe('jess@example.com');
    expect(verifyLinkToken('secret', 'unsubscribe', token, now)).toBeNull();
    expect(verifyLinkToken('other secret', 'preferences', token, now)).toBeNull();
    expect(verifyLinkToken('secret', 'preferences', token, new Date(later.getTime() + 1000))).toBeNull();
    expect(verifyLinkToken('secret', 'preferences', token.replace(/~/, '~x'), now)).toBeNull();
  });

  it('never hold a run of letters and digits long enough to pass for a Bitcoin address', () => {
    // SpamAssassin's __BITCOIN_ID wants 30 or more such characters in a row; groups stop at 20.
    for (let i = 0; i < 2000; i++) {
      const token = signLinkToken(`secret-${i}`, 'unsubscribe', `reader${i}@example.com`);
      const longest = Math.max(...token.split(/[^A-Za-z0-9_]/).map((run) => run.length));
      expect(longest, token).toBeLessThanOrEqual(20);
    }
  });
});
