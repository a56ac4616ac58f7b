import { describe, expect, it } from 'vitest';
import { etagMatches, pickEncoding } from './negotiation';

const ALL = ['br', 'gzip', 'identity'] as const;

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, among the codings the client accepts', () => {
    expect(pickEncoding('gzip, deflate, br, zstd', ALL)).toBe('br');
    expect(pickEncoding('gzip', ALL)).toBe('gzip');
    expect(pickEncoding('GZIP', ALL)).toBe('gzip');
    expect(pickEncoding('deflate', ALL)).toBe('identity');
  });

  it('sends the plain body when nothing is asked for or nothing else is available', () => {
    expect(pickEncoding(undefined, ALL)).toBe('identity');
    expect(pickEncoding('', ALL)).toBe('identity');
    expect(pickEncoding('br, gzip', ['identity'])).toBe('identity');
  });

  it('honours q-values, refusals and the wildcard', () => {
    expect(pickEncoding('br;q=0.5, gzip;q=0.9', ALL)).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip', ALL)).toBe('gzip');
    expect(pickEncoding('*', ALL)).toBe('br');
    expect(pickEncoding('*;q=0.5, br;q=0', ALL)).toBe('gzip');
    expect(pickEncoding('gzip;q=0, identity;q=0', ['gzip', 'identity'])).toBeNull();
    expect(pickEncoding('gzip;q=nonsense', ['gzip', 'identity'])).toBe('identity');
  });
});

describe('etagMatches', () => {
  const tags = ['"abc"', '"abc-gz"'];

  it('matches any listed tag, weak or strong, and the wildcard', () => {
    expect(etagMatches('"abc"', tags)).toBe(true);
    expect(etagMatches('W/"abc-gz"', tags)).toBe(true);
    expect(etagMatches('"old", "abc-gz"', tags)).toBe(true);
    expect(etagMatches('*', tags)).toBe(true);
  });

  it('does not match other tags or a missing header', () => {
    expect(etagMatches('"abd"', tags)).toBe(false);
    expect(etagMatches('abc', tags)).toBe(false);
    expect(etagMatches(undefined, tags)).toBe(false);
    expect(etagMatches('', tags)).toBe(false);
  });
});
