import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
// One worker by default: with two on two cores, timed checks (RSA, c-lib, privacy) missed their
// limits in CI. E2E_WORKERS overrides.
const workers = Number(process.env.E2E_WORKERS ?? 1);

// A tool folder without tool.ts is not registered: its spec waits until the tool is.
const toolsDir = fileURLToPath(new URL('../src/tools', import.meta.url));
const unregisteredSpecs = readdirSync(toolsDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && !existsSync(join(toolsDir, d.name, 'tool.ts')))
  .map((d) => `**/tools/${d.name}.spec.ts`);

/** Browser tests run against `vite preview` of the production build, in Debian's Chromium. */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  testIgnore: unregisteredSpecs,
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
