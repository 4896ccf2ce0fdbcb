import { reactRouter } from '@react-router/dev/vite';
import { reactRouterHonoServer } from 'react-router-hono-server/dev';
import { defineConfig } from 'vite';
import { firstVisitChunk } from './vite-plugins/first-visit-chunk';
import { textsBeforeModule } from './vite-plugins/texts-before-module';

export default defineConfig({
  plugins: [
    reactRouterHonoServer({ serverEntryPoint: 'app/server.ts' }),
    reactRouter(),
    textsBeforeModule(),
    firstVisitChunk(),
  ],
  build: { target: 'es2022' },
  ssr: {
    // Native and WebAssembly packages stay external and load from node_modules at run time.
    external: [
      '@electric-sql/pglite',
      'sharp',
      '@node-rs/argon2',
      'pino',
      'ioredis',
      'postgres',
      'geoip-country',
    ],
  },
});
