import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests against a real `palisade start` (see e2e/global-setup.ts). One worker: the specs
 * share that one server, which an operator's command (operatorStep) stops and starts again, and
 * the machine has two cores.
 * Debian's Chromium is used as installed; Playwright never downloads a browser here.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  outputDir: 'e2e/artifacts/results',
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    channel: undefined,
    launchOptions: { executablePath: '/usr/bin/chromium' },
    // Toasts and dialogs appear and leave at once (the theme respects reduced motion): axe never
    // measures the contrast of a half-faded toast.
    reducedMotion: 'reduce',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
