import { beforeEach, describe, expect, it, vi } from 'vitest';

const post = vi.fn<(...args: unknown[]) => unknown>();
vi.mock('../../lib/http', async (original) => ({
  ...(await original<typeof import('../../lib/http')>()),
  http: { post: (...args: unknown[]) => post(...args) },
}));

const { subscribe, unsubscribe } = await import('./api');
const { ApiRequestError } = await import('../../lib/http');

describe('newsletter calls', () => {
  beforeEach(() => {
    post.mockReset();
  });

  it("shows the server's success message", async () => {
    post.mockResolvedValue({ data: {}, message: 'Thanks for subscribing!' });
    expect(await subscribe('mom@example.com')).toEqual({ ok: true, message: 'Thanks for subscribing!' });
    expect(post).toHaveBeenCalledWith('/api/essentials/subscribe', 'newsletter', {
      email: 'mom@example.com',
    });
  });

  it("shows the server's error message when it sends one", async () => {
    post.mockRejectedValue(new ApiRequestError('409', 409, 'Already subscribed'));
    expect(await subscribe('mom@example.com')).toEqual({ ok: false, message: 'Already subscribed' });
  });

  it('falls back to the messages of docs/product.md 11', async () => {
    post.mockRejectedValue(new ApiRequestError('offline', 0, undefined));
    expect(await subscribe('mom@example.com')).toEqual({ ok: false, message: 'Failed to subscribe to newsletter' });
    expect(await unsubscribe('mom@example.com')).toEqual({
      ok: false,
      message: 'Failed to unsubscribe from newsletter',
    });
  });
});
