import { afterEach, describe, expect, it, vi } from 'vitest';

// The HTTP client reads its base URL at load: give it an absolute one before importing it.
vi.stubEnv('PUBLIC_API_BASE_URL', 'http://site.test');
const { ApiRequestError, http } = await import('./http');

const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
    ),
  );

afterEach(() => vi.unstubAllGlobals());

describe('the HTTP client checks each answer against the schema of its call', () => {
  it("gives an answer of the call's shape with its message", async () => {
    answer(200, { data: [], message: 'No deals yet' });
    expect(await http.get('/api/products/trending', 'deals')).toEqual({ data: [], message: 'No deals yet' });
  });

  it('refuses an answer of another shape', async () => {
    answer(200, { data: { not: 'a list' } });
    const call = http.get('/api/products/trending', 'deals');
    await expect(call).rejects.toBeInstanceOf(ApiRequestError);
    await expect(call).rejects.toMatchObject({
      message: 'Unexpected answer from /api/products/trending',
      status: 200,
      serverMessage: undefined,
    });
  });

  it("carries the message of the API's refusal", async () => {
    answer(404, { data: null, message: 'No such category', error: 'not_found' });
    await expect(http.get('/api/products/category/x', 'deals')).rejects.toMatchObject({
      status: 404,
      serverMessage: 'No such category',
    });
  });

  it('gives no server message for a refusal that is not the API speaking (a proxy page)', async () => {
    answer(502, '<html>Bad gateway</html>');
    await expect(http.get('/api/products/trending', 'deals')).rejects.toMatchObject({
      status: 502,
      serverMessage: undefined,
    });
  });
});
