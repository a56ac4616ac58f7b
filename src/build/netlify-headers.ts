import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { securityHeaderRecord, siteScriptHashes } from '../server/http/security-headers';

/** The text of Netlify's `_headers`: the given headers on every path. */
export function renderHeaders(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return ['# Generated at build time by src/build/netlify-headers.ts.', '/*', ...lines, ''].join('\n');
}

/**
 * Astro integration: writes `_headers` into the build's static folder (dist/client) once the build is done,
 * with the security headers our own server sends (src/server/http/security-headers.ts) and the
 * hashes of the pages just built. A static host serves https, so HSTS is always on.
 */
export function netlifyHeaders(): AstroIntegration {
  return {
    name: 'netlify-headers',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const headers = await securityHeaderRecord({ https: true, scriptHashes: siteScriptHashes(fileURLToPath(dir)) });
        await fs.writeFile(new URL('_headers', dir), renderHeaders(headers));
      },
    },
  };
}
