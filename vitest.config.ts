import { defineConfig } from 'vitest/config';
import LongFirstSequencer from './tooling/vitest-sequencer.js';

export default defineConfig({
  // The web app's `@/` alias, from its tsconfig.json.
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      '{apps,packages}/*/src/**/*.test.{ts,tsx}',
      'tooling/*.test.ts',
      'apps/web/build/*.test.ts',
      'integration/*.test.ts',
    ],
    globalSetup: ['apps/api/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    reporters: ['default', './tooling/vitest-summary.ts'],
    sequence: { sequencer: LongFirstSequencer },
  },
});
