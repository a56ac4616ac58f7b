import { defineConfig, passthroughImageService } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import AstroPWA from '@vite-pwa/astro';
import { honoAdapter } from './src/build/hono-adapter.ts';
import { netlifyHeaders } from './src/build/netlify-headers.ts';
import { netlifyRedirects, parseApiOrigin, PROXIED_PATHS } from './src/build/netlify-redirects.ts';
import { precompress } from './src/build/precompress.ts';
import { serviceWorker } from './src/build/service-worker.ts';

// Where the API runs when the site is served apart from it (dev server, static host).
const apiOrigin = parseApiOrigin(process.env.API_ORIGIN);

// Static pages, plus the listing and deal pages rendered on demand (`prerender = false`) by our
// adapter: the build writes the site to dist/client and Astro's app to dist/server/entry.mjs,
// which our Hono server (src/server) renders pages with, beside the API. In development
// the API is proxied here. A static host serves dist/client, proxies the API through
// dist/client/_redirects and sends the server's security headers from dist/client/_headers.
// Every compressible file of dist/client gets gzip and brotli twins, which our server sends as they are.
export default defineConfig({
  // The public address in canonical links and previews: the server's SITE_URL (same default as src/server/env.ts).
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  output: 'static',
  // Pages are rendered whole, not streamed: our server keeps them in its response cache.
  adapter: honoAdapter(),
  // Our adapter runs no image service (sharp): images are served as they are.
  image: { service: passthroughImageService() },
  // In this order: the service worker is written before the files are compressed, so it is too.
  integrations: [react(), netlifyRedirects({ apiOrigin }), netlifyHeaders(), AstroPWA(serviceWorker), precompress()],
  vite: {
    plugins: [tailwindcss()],
    // Separate caches let several builds run side by side.
    cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
    server: {
      proxy: Object.fromEntries(PROXIED_PATHS.map((path) => [path, apiOrigin ?? 'http://localhost:4322'])),
    },
  },
});
