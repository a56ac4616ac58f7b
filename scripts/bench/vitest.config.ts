import { defineConfig } from 'vitest/config';

// The benchmark harness's own tests: npx vitest run -c scripts/bench/vitest.config.ts
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['scripts/bench/**/*.test.ts'],
    allowOnly: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
