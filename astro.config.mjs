import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { netlifyHeaders } from './src/build/netlify-headers.ts';
import { netlifyRedirects, parseApiOrigin, PROXIED_PATHS } from './src/build/netlify-redirects.ts';

// Where the API runs when the site is served apart from it (dev server, static host).
const apiOrigin = parseApiOrigin(process.env.API_ORIGIN);

// Static pages, plus the deal pages rendered on demand (`prerender = false`) by the Node adapter in
// middleware mode: the build writes the site to dist/client and the page renderer to
// dist/server/entry.mjs, which our server (src/server) mounts beside the API. In development
// the API is proxied here. A static host serves dist/client, proxies the API through
// dist/client/_redirects and sends the server's security headers from dist/client/_headers.
export default defineConfig({
  // The public address in canonical links and previews: the server's SITE_URL (same default as src/server/env.ts).
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  output: 'static',
  // Our server buffers each page for its response cache: render it whole rather than streamed.
  adapter: node({ mode: 'middleware', experimentalDisableStreaming: true }),
  integrations: [react(), netlifyRedirects({ apiOrigin }), netlifyHeaders()],
  vite: {
    plugins: [tailwindcss()],
    // Separate caches let several builds run side by side.
    cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
    server: {
      proxy: Object.fromEntries(PROXIED_PATHS.map((path) => [path, apiOrigin ?? 'http://localhost:4322'])),
    },
  },
});
