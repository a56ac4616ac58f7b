import { describe, expect, it } from 'vitest';
import { EMAIL_INVALID, EMAIL_REQUIRED, emailError } from './email-rules';

describe('emailError', () => {
  it('requires an email', () => {
    expect(emailError('')).toBe(EMAIL_REQUIRED);
    expect(EMAIL_REQUIRED).toBe('Email is required');
  });

  it('needs the simple shape without spaces', () => {
    expect(emailError('mom')).toBe(EMAIL_INVALID);
    expect(emailError('mom@home')).toBe(EMAIL_INVALID);
    expect(emailError('mom @home.com')).toBe(EMAIL_INVALID);
    expect(emailError(' ')).toBe(EMAIL_INVALID);
    expect(EMAIL_INVALID).toBe('Please enter a valid email');
  });

  it('accepts a normal address', () => {
    expect(emailError('jess.m+deals@example.co.uk')).toBe('');
  });
});
