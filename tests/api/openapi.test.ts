import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../support/test-app';

// The API's description: GET /api/openapi.json is a valid OpenAPI 3.1 document naming every call
// the app answers under /api/ and /tokens/, each with its error answers.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const documentSchema = z.object({
  openapi: z.string(),
  paths: z.record(z.string(), z.record(z.string(), z.object({ responses: z.record(z.string(), z.unknown()) }))),
});

async function fetchDocument() {
  const res = await t.request('GET', '/api/openapi.json');
  expect(res.status).toBe(200);
  return res.json;
}

/** The description itself and its reference page (with the page's viewer). */
const aboutTheApi = (path: string) => path === '/api/openapi.json' || path.startsWith('/api/docs');

/** The calls the app answers: every route of a method (not middleware) under /api/ or /tokens/. */
function mountedCalls(): string[] {
  const calls = t.app.routes
    .filter((r) => r.method !== 'ALL' && /^\/(api|tokens)\//.test(r.path) && !aboutTheApi(r.path))
    .map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')}`);
  return [...new Set(calls)].sort();
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await fetchDocument();
    const result = await validate(structuredClone(document) as Parameters<typeof validate>[0]);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
    expect(documentSchema.parse(document).openapi).toMatch(/^3\.1\./);
  });

  it('describes every call the app answers, each with its error answers', async () => {
    const { paths } = documentSchema.parse(await fetchDocument());
    const described = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    expect(mountedCalls().length).toBeGreaterThan(40);
    expect(mountedCalls().filter((call) => !described.includes(call))).toEqual([]);
    for (const operations of Object.values(paths)) {
      for (const { responses } of Object.values(operations)) expect(Object.keys(responses)).toContain('500');
    }
  });
});

describe('GET /api/docs', () => {
  it('is a reference page kept out of search results that reads /api/openapi.json with a viewer from our origin', async () => {
    const res = await t.request('GET', '/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(res.text).toContain('<meta name="robots" content="noindex" />');
    expect(res.text).toContain('data-url="/api/openapi.json"');
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self';/);

    const [, bundlePath] = /<script src="([^"]+)"/.exec(res.text) ?? [];
    expect(bundlePath).toMatch(/^\/api\/docs\//);
    const bundle = await t.request('GET', bundlePath);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(bundle.text).toContain('createApiReference');
  });
});
