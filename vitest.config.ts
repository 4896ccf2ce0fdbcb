import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Three suites, one runner:
 * - unit: pure functions next to the code (`*.test.ts`), no database;
 * - api: each module over HTTP against a fresh migrated database (`*.api.test.ts`), the files
 *   of one worker sharing their loaded modules;
 * - e2e: real Chromium against the built server (`tests/e2e/*.e2e.test.ts`).
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on our 2-core machines that left unit
    // and API files to a single worker while the other core waited. Two workers at least.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/**/src/**/*.test.ts',
            'apps/web/app/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['packages/**/src/**/*.api.test.ts'],
          globalSetup: ['tests/setup/api-global-setup.ts'],
          // Every file builds its own app over its own database, and the API keeps what changes
          // per app (module-level caches hold fixed data only), so the files of one worker share
          // their loaded modules: loading the whole API again for each file took a third of the
          // suite.
          isolate: false,
          // The seed tests draw the demo pictures once (tests/setup/drawn-pictures-cache.ts: the
          // same directory, which the config cannot import without a file extension).
          env: { DRAWN_PICTURES_CACHE: join(tmpdir(), 'cho-dep-drawn-pictures') },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          globalSetup: ['tests/setup/e2e-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
