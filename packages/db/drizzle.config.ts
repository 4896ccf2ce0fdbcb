import { defineConfig } from 'drizzle-kit';

// A domain owns its tables: they live beside the domain's service as `*.tables.ts`.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./packages/db/src/schema/*.tables.ts', './packages/api/src/**/*.tables.ts'],
  out: './packages/db/migrations',
  casing: 'snake_case',
});
