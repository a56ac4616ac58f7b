import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { netlifyHeaders, renderHeaders } from './netlify-headers';

describe('renderHeaders', () => {
  it('lists every header under the one path rule', () => {
    const lines = renderHeaders({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' })
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(lines).toEqual(['/*', '  x-content-type-options: nosniff', '  x-frame-options: DENY']);
  });
});

describe('netlifyHeaders integration', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  it("writes _headers with the built pages' script hashes and HSTS", async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'netlify-headers-'));
    await fs.writeFile(path.join(dir, 'index.html'), '<script>alert(1)</script>');
    const hook = netlifyHeaders().hooks['astro:build:done'];
    await hook?.({ dir: pathToFileURL(`${dir}/`) } as Parameters<NonNullable<typeof hook>>[0]);
    const text = await fs.readFile(path.join(dir, '_headers'), 'utf8');
    expect(text).toContain("script-src 'self' 'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=';");
    expect(text).toContain("frame-ancestors 'none'");
    expect(text).toMatch(/^ {2}strict-transport-security: max-age=\d+/m);
  });
});
