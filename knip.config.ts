import type { KnipConfig } from 'knip';

// Unused files, exports, types and dependencies. Entry points beyond what knip's Astro,
// Vitest and Playwright plugins find (they find the server through package.json's scripts): the scripts and the test support files.
const config: KnipConfig = {
  entry: ['scripts/**/*.{ts,mjs}', 'tests/**/*.ts'],
  project: ['src/**/*.{ts,tsx,astro}', 'scripts/**/*.{ts,mjs}', 'tests/**/*.ts'],
  // Imported by src/styles/global.css (`@import 'tailwindcss'`), which knip does not read.
  ignoreDependencies: ['tailwindcss'],
  // A Debian system command that scripts/ensure-chromium.mjs runs, not an npm package.
  ignoreBinaries: ['apt-get'],
};

export default config;
