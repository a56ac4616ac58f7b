import type { KnipConfig } from 'knip';

// Unused files, exports, types and dependencies. Entry points beyond what knip's Astro,
// Vitest and Playwright plugins find (they find the server through package.json's scripts): the scripts, the test support files
// and the layer rules that eslint.config.js spreads in.
const config: KnipConfig = {
  entry: ['scripts/**/*.{ts,mjs}', 'tests/**/*.ts', 'src/build/hono-entry.ts', 'eslint.layers.js'],
  project: ['src/**/*.{ts,tsx,astro}', 'scripts/**/*.{ts,mjs}', 'tests/**/*.ts'],
  // Imported by src/styles/global.css (`@import 'tailwindcss'`), which knip does not read.
  ignoreDependencies: ['tailwindcss'],
  // Debian system commands that scripts/ensure-chromium.mjs and ensure-spamassassin.mjs run, not npm packages.
  ignoreBinaries: ['apt-get', 'spamassassin'],
};

export default config;
