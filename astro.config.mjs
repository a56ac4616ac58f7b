import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';

// Static site; the API is served by the same Node process in production (src/server)
// and proxied here in development.
export default defineConfig({
  output: 'static',
  integrations: [react()],
  vite: {
    plugins: [tailwindcss()],
    // Separate caches let several builds run side by side.
    cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
    server: {
      proxy: {
        '/api': process.env.API_ORIGIN ?? 'http://localhost:4322',
        '/tokens': process.env.API_ORIGIN ?? 'http://localhost:4322',
        '/demo-images': process.env.API_ORIGIN ?? 'http://localhost:4322',
      },
    },
  },
});
