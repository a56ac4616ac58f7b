import type { ApiEnvelope } from '../../src/schemas/api';

/** The API's JSON answer, { data, message?, error? } (src/schemas/api.ts); T is the type of data. */
export type ApiBody<T = unknown> = ApiEnvelope<T>;

/**
 * An answer with a JSON body: a fetch or Playwright response, whose json() reads the body,
 * or a test app's answer (tests/support/test-app.ts), whose json is the body already parsed.
 */
interface JsonSource {
  json: unknown;
}
interface JsonReader {
  json(): Promise<unknown>;
}
const hasReader = (res: JsonSource): res is JsonReader => typeof res.json === 'function';

/**
 * The body of an answer as T, by default the API envelope with untyped data:
 * `const body = await readJson<ApiBody<PagedDeals>>(res)`. T is the test's statement of the
 * shape it reads; tests/api/contract.test.ts checks the answers against the schemas.
 */
export async function readJson<T = ApiBody>(res: JsonSource): Promise<T> {
  return (hasReader(res) ? await res.json() : res.json) as T;
}

/** The data of an API answer as T: `const page = await readData<PagedDeals>(res)`. */
export async function readData<T = unknown>(res: JsonSource): Promise<T> {
  return (await readJson<ApiBody<T>>(res)).data;
}
