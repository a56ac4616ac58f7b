import type { KnipConfig } from 'knip';

// Unused files, exports, types and dependencies. Entry points beyond what knip's Astro,
// Vitest and Playwright plugins find (they find the server through package.json's scripts): the scripts, the test support files
// and the layer rules that eslint.config.js spreads in.
const config: KnipConfig = {
  entry: ['scripts/**/*.{ts,mjs}', 'tests/**/*.ts', 'src/build/hono-entry.ts', 'eslint.layers.js'],
  project: ['src/**/*.{ts,tsx,astro}', 'scripts/**/*.{ts,mjs}', 'tests/**/*.ts'],
  // tailwindcss: imported by src/styles/global.css (`@import 'tailwindcss'`), which knip does not read.
  // @scalar/api-reference: its browser bundle is a file the server sends (routes/api-docs.ts), not an import.
  ignoreDependencies: ['tailwindcss', '@scalar/api-reference'],
  // Debian system commands that scripts/ensure-chromium.mjs and ensure-spamassassin.mjs run, not npm packages.
  ignoreBinaries: ['apt-get', 'spamassassin'],
};

export default config;
