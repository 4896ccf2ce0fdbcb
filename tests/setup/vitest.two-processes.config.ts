import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The chat journey again with two server processes on PostgreSQL and Redis (buyer on one,
 * seller on the other): run by scripts/e2e-two-processes.mjs, in CI after the PostgreSQL pass.
 */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    name: 'e2e-two-processes',
    // The chat journey, and presence between the two processes.
    include: ['tests/e2e/chat.e2e.test.ts', 'tests/e2e/presence.e2e.test.ts'],
    globalSetup: ['tests/setup/two-processes-global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
