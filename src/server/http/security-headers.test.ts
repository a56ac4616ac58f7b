import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScriptHashes, securityHeaderRecord, siteScriptHashes } from './security-headers';

// SHA-256 of the script bodies, by `printf '%s' 'alert(1)' | openssl dgst -sha256 -binary | base64`.
const ALERT = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";
const LOG_TWO = "'sha256-2uKu1o/fX20R0G0MnBiHqe9RCklheMshwgf3Id9lXs4='";

describe('inlineScriptHashes', () => {
  it('hashes each inline script body, classic or module, and skips scripts loaded by src and data blocks', () => {
    const html = [
      '<script>alert(1)</script>',
      '<script type="module" src="/_astro/page.js"></script>',
      `<script type="module">console.log('two')</script>`,
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<style>body{color:red}</style>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([ALERT, LOG_TWO]);
  });
});

describe('siteScriptHashes', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  it('collects the hashes of every page, nested ones too, each once', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-hashes-'));
    await fs.mkdir(path.join(dir, 'terms'));
    await fs.writeFile(path.join(dir, 'index.html'), '<script>alert(1)</script>');
    await fs.writeFile(
      path.join(dir, 'terms', 'index.html'),
      `<script>alert(1)</script><script>console.log('two')</script>`,
    );
    await fs.writeFile(path.join(dir, 'notes.txt'), `<script>ignored()</script>`);
    expect(siteScriptHashes(dir)).toEqual([ALERT, LOG_TWO]);
  });

  it('has none for a site not built', () => {
    expect(siteScriptHashes(path.join(os.tmpdir(), 'no-such-site-dir'))).toEqual([]);
  });
});

describe('securityHeaderRecord', () => {
  it('puts the hashes in script-src and HSTS only over https', async () => {
    const plain = await securityHeaderRecord({ https: false, scriptHashes: [ALERT] });
    expect(plain['content-security-policy']).toContain(`script-src 'self' ${ALERT};`);
    expect(plain['strict-transport-security']).toBeUndefined();
    const secure = await securityHeaderRecord({ https: true, scriptHashes: [] });
    expect(secure['strict-transport-security']).toMatch(/^max-age=\d+/);
  });
});
