import { setPersistentEngine } from '@nanostores/persistent';
import { describe, expect, it, vi } from 'vitest';

const noEvents = { addEventListener() {}, removeEventListener() {} };
const device = JSON.stringify({ endpoint: 'https://push.example/1', token: 'device-token' });

/** The module as a fresh page load would see it, over `storage` (localStorage's keys as properties). */
async function load(storage: Record<string, string>) {
  vi.resetModules();
  setPersistentEngine(storage, noEvents);
  return import('./saved-server');
}

/** A refusal as this page load's HTTP client raises it. */
const refusal = async (status: number) =>
  new (await import('./http')).ApiRequestError('refused', status, 'token is not a token of ours');

describe('the saved list token', () => {
  it("is the device's push token first, else the address token a mail's link brought, else none", async () => {
    expect((await load({ phoneAlerts: device, savedAddressToken: 'address-token' })).savedListToken()).toBe(
      'device-token',
    );
    expect((await load({ savedAddressToken: 'address-token' })).savedListToken()).toBe('address-token');
    expect((await load({})).savedListToken()).toBeNull();
  });

  it('forgets the address token the server refused, and nothing on other failures', async () => {
    const storage = { savedAddressToken: 'address-token' };
    const server = await load(storage);
    expect(server.forgetRefusedAddressToken(await refusal(500))).toBe(false);
    expect(server.forgetRefusedAddressToken(new Error('offline'))).toBe(false);
    expect(server.savedListToken()).toBe('address-token');
    expect(server.forgetRefusedAddressToken(await refusal(400))).toBe(true);
    expect(server.savedListToken()).toBeNull();
    expect('savedAddressToken' in storage).toBe(false);
  });

  it("keeps the address token when the device's push token was the one refused", async () => {
    const server = await load({ phoneAlerts: device, savedAddressToken: 'address-token' });
    expect(server.forgetRefusedAddressToken(await refusal(400))).toBe(false);
  });
});
