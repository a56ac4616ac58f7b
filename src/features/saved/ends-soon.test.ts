import { describe, expect, it } from 'vitest';
import { endsSoonText } from './ends-soon';

const now = new Date('2026-11-20T15:00:00Z');
const inMinutes = (m: number) => new Date(now.getTime() + m * 60_000).toISOString();

describe('endsSoonText', () => {
  it('names whole hours within 6 hours', () => {
    expect(endsSoonText(inMinutes(3 * 60 + 20), now)).toBe('Ends in 3 h');
    expect(endsSoonText(inMinutes(6 * 60), now)).toBe('Ends in 6 h');
    expect(endsSoonText(inMinutes(60), now)).toBe('Ends in 1 h');
  });

  it('names minutes under an hour', () => {
    expect(endsSoonText(inMinutes(25), now)).toBe('Ends in 25 min');
    expect(endsSoonText(inMinutes(0.2), now)).toBe('Ends in 1 min');
  });

  it('says nothing without an end, past 6 hours, after the end, or for an unreadable date', () => {
    for (const end of [null, inMinutes(6 * 60 + 1), inMinutes(-1), inMinutes(0), 'soon']) {
      expect(endsSoonText(end, now)).toBeNull();
    }
  });
});
