import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { netlifyHeaders } from './src/build/netlify-headers.ts';
import { netlifyRedirects, parseApiOrigin, PROXIED_PATHS } from './src/build/netlify-redirects.ts';

// Where the API runs when the site is served apart from it (dev server, static host).
const apiOrigin = parseApiOrigin(process.env.API_ORIGIN);

// Static site; the API is served by the same Node process in production (src/server)
// and proxied here in development. A static host proxies it through dist/_redirects and
// sends the server's security headers from dist/_headers.
export default defineConfig({
  output: 'static',
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
