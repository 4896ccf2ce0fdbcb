import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // Helpers building side by side use their own BUILD_DIR; the default is build/.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
} satisfies Config;
