import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN_KEY, E2E_AUTH_SECRET, E2E_PUSH_ORIGIN } from './tests/e2e/support/env';

const PORT = Number(process.env.E2E_PORT ?? 4390);
const dataDir = path.join(os.tmpdir(), `deals-e2e-${process.pid}-${Date.now()}`);

// Browser tests against the built product on a fresh data folder, in Debian's Chromium.
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  forbidOnly: true,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    // The service worker would answer requests that specs route or count; tests/e2e/offline-app.spec.ts lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npx tsx src/server/index.ts',
    url: `http://127.0.0.1:${PORT}/api/products/categories`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_KEY: E2E_ADMIN_KEY,
      AUTH_SECRET: E2E_AUTH_SECRET,
      SITE_URL: `http://127.0.0.1:${PORT}`,
      LOG_LEVEL: 'warn',
      RUN_SCHEDULER: 'false',
      STATIC_DIR: process.env.STATIC_DIR ?? 'dist/client',
      PUSH_ALLOWED_ORIGINS: E2E_PUSH_ORIGIN,
    },
  },
});
