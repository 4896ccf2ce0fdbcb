import { defineConfig } from 'vitest/config';
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/setup/.e2e-reuse-setup.tmp.ts'],
    testTimeout: 90_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
