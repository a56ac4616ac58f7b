import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegrationLogger } from 'astro';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { netlifyRedirects, parseApiOrigin, renderRedirects } from './netlify-redirects';

describe('parseApiOrigin', () => {
  it('treats unset and blank as no origin', () => {
    expect(parseApiOrigin(undefined)).toBeUndefined();
    expect(parseApiOrigin('  ')).toBeUndefined();
  });

  it('normalises to a bare origin without a trailing slash', () => {
    expect(parseApiOrigin('https://api.example.com')).toBe('https://api.example.com');
    expect(parseApiOrigin(' https://API.example.com/ ')).toBe('https://api.example.com');
    expect(parseApiOrigin('http://localhost:4322/')).toBe('http://localhost:4322');
  });

  it.each(['api.example.com', 'ftp://api.example.com', 'https://api.example.com/v1', 'https://x.com/?a=1'])(
    'refuses %s',
    (value) => {
      expect(() => parseApiOrigin(value)).toThrow(/API_ORIGIN/);
    },
  );
});

describe('renderRedirects', () => {
  it('lists the forced proxies first, then the 404 rule', () => {
    const rules = renderRedirects('https://api.example.com')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split(/\s+/));
    expect(rules).toEqual([
      ['/api/*', 'https://api.example.com/api/:splat', '200!'],
      ['/tokens/*', 'https://api.example.com/tokens/:splat', '200!'],
      ['/demo-images/*', 'https://api.example.com/demo-images/:splat', '200!'],
      ['/deal/*', 'https://api.example.com/deal/:splat', '200!'],
      ['/category/*', 'https://api.example.com/category/:splat', '200!'],
      ['/go/*', 'https://api.example.com/go/:splat', '200!'],
      ['/', 'https://api.example.com/', '200!'],
      ['/welcome', 'https://api.example.com/welcome', '200!'],
      ['/*', '/404.html', '404'],
    ]);
  });

  it('has only the 404 rule without an origin', () => {
    const rules = renderRedirects(undefined)
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(rules).toEqual(['/*  /404.html  404']);
  });
});

describe('netlifyRedirects integration', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  async function runBuildDone(apiOrigin: string | undefined) {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'netlify-redirects-'));
    const logger = { info: vi.fn(), warn: vi.fn() };
    const hook = netlifyRedirects({ apiOrigin }).hooks['astro:build:done'];
    const options = { dir: pathToFileURL(`${dir}/`), logger: logger as unknown as AstroIntegrationLogger };
    await hook?.(options as Parameters<NonNullable<typeof hook>>[0]);
    return { text: await fs.readFile(path.join(dir, '_redirects'), 'utf8'), logger };
  }

  it('writes _redirects naming the configured origin into the output folder', async () => {
    const { text, logger } = await runBuildDone('https://api.example.com/');
    expect(text).toContain('https://api.example.com/api/:splat');
    expect(text).not.toContain('.com//');
    expect(logger.info).toHaveBeenCalledWith(expect.stringContaining('https://api.example.com'));
  });

  it('writes no proxy rules and warns when API_ORIGIN is unset', async () => {
    const { text, logger } = await runBuildDone(undefined);
    expect(text).not.toContain('/api/');
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('API_ORIGIN is unset'));
  });

  it('refuses a bad origin when the config loads', () => {
    expect(() => netlifyRedirects({ apiOrigin: 'api.example.com' })).toThrow(/absolute URL/);
  });
});
