import fs from 'node:fs/promises';
import type { AstroIntegration } from 'astro';

/** Paths the server answers (the API and the pages rendered on demand); a static host proxies them to its origin. */
export const PROXIED_PATHS = ['/api', '/tokens', '/demo-images', '/deal', '/category', '/go'] as const;

/**
 * Checks API_ORIGIN and returns it as a bare origin (`https://api.example.com`, no trailing slash),
 * or undefined when it is unset or blank. Throws when it is not an http(s) origin.
 */
export function parseApiOrigin(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new Error(`API_ORIGIN must be an absolute URL such as https://api.example.com, got "${trimmed}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`API_ORIGIN must start with http:// or https://, got "${trimmed}"`);
  }
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(
      `API_ORIGIN must be an origin only (scheme, host, port), such as https://api.example.com, got "${trimmed}"`,
    );
  }
  return url.origin;
}

/**
 * The text of Netlify's `_redirects`: forced proxies to the API first (when there is an origin),
 * then unknown paths to the 404 page. Netlify applies the first rule that matches.
 */
export function renderRedirects(apiOrigin: string | undefined): string {
  const rules: [from: string, to: string, status: string][] = [];
  if (apiOrigin) {
    for (const path of PROXIED_PATHS) rules.push([`${path}/*`, `${apiOrigin}${path}/:splat`, '200!']);
    // The home page and /welcome too: they are rendered on demand with their data.
    rules.push(['/', `${apiOrigin}/`, '200!'], ['/welcome', `${apiOrigin}/welcome`, '200!']);
  }
  rules.push(['/*', '/404.html', '404']);
  const fromWidth = Math.max(...rules.map(([from]) => from.length));
  const toWidth = Math.max(...rules.map(([, to]) => to.length));
  const lines = rules.map(([from, to, status]) => `${from.padEnd(fromWidth)}  ${to.padEnd(toWidth)}  ${status}`);
  return ['# Generated at build time from API_ORIGIN by src/build/netlify-redirects.ts.', ...lines, ''].join('\n');
}

/** Astro integration: writes `_redirects` into the build's static folder (dist/client) once the build is done. */
export function netlifyRedirects(options: { apiOrigin: string | undefined }): AstroIntegration {
  const apiOrigin = parseApiOrigin(options.apiOrigin);
  return {
    name: 'netlify-redirects',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        await fs.writeFile(new URL('_redirects', dir), renderRedirects(apiOrigin));
        if (apiOrigin) {
          logger.info(`_redirects proxies ${PROXIED_PATHS.join(', ')} to ${apiOrigin}`);
        } else {
          logger.warn(
            'API_ORIGIN is unset: _redirects has no proxy rules. Fine when our own server serves the build; a static host alone would have no API and no deal pages.',
          );
        }
      },
    },
  };
}
