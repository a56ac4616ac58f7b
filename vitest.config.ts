import { defineConfig } from 'vitest/config';

const postgres = process.env.TEST_DATABASE_URL;

// Unit tests, the benchmark harness's own tests, and API tests over HTTP on PGlite (and on PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    allowOnly: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'scripts/demo-catalog/**/*.test.ts'],
          environment: 'node',
          // The root's limits are not inherited by projects; a busy CI machine needs the same room.
          testTimeout: 30_000,
        },
      },
      { test: { name: 'bench', include: ['scripts/bench/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
      {
        test: {
          name: 'api-pglite',
          include: ['tests/api/**/*.test.ts'],
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgres
        ? [
            {
              test: {
                name: 'api-postgres',
                include: ['tests/api/**/*.test.ts'],
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
