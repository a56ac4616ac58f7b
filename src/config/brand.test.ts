import { describe, expect, it } from 'vitest';
import { brand, updateMarketingConfig } from './brand';

describe('updateMarketingConfig', () => {
  it('replaces the logo and the backend-unavailable message, and leaves what is not given', () => {
    const message = brand.backendUnavailableMessage;
    updateMarketingConfig({ logoUrl: '/logo-winter.svg' });
    expect(brand.logoUrl).toBe('/logo-winter.svg');
    expect(brand.backendUnavailableMessage).toBe(message);
    updateMarketingConfig({ backendUnavailableMessage: 'Back in five minutes.' });
    expect(brand.backendUnavailableMessage).toBe('Back in five minutes.');
    expect(brand.logoUrl).toBe('/logo-winter.svg');
  });
});
