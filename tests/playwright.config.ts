import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
// Two workers on CI's two cores; override with E2E_WORKERS.
const workers = Number(process.env.E2E_WORKERS ?? (process.env.CI ? 2 : 1));

/** Browser tests run against `vite preview` of the production build, in Debian's Chromium. */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers,
  // No retries: a flaky test is fixed at its cause.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  outputDir: '../test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'en-US',
    timezoneId: 'UTC',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `npx vite preview --port ${port} --strictPort --outDir ${process.env.E2E_DIST ?? 'dist'}`,
    cwd: '..',
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
