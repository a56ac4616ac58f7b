import { describe, expect, it } from 'vitest';
import { base64urlBytes } from './base64url';

describe('base64urlBytes', () => {
  it('reads unpadded base64url, with the URL-safe characters', () => {
    expect(base64urlBytes('AQID')).toEqual(Uint8Array.from([1, 2, 3]));
    expect(base64urlBytes('-_8')).toEqual(Uint8Array.from([0xfb, 0xff]));
    expect(base64urlBytes('AQ')).toEqual(Uint8Array.from([1]));
  });

  it('refuses what is not base64url', () => {
    expect(base64urlBytes('')).toBeNull();
    expect(base64urlBytes('AQ==')).toBeNull();
    expect(base64urlBytes('+/8')).toBeNull();
    expect(base64urlBytes('AQIDB')).toBeNull();
  });
});
