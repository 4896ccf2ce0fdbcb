// `npm run api-types`: writes apps/web/app/lib/api-schema.gen.ts from the API's routes
// (needs tsx for the TypeScript sources: node --import tsx). Rewrites only when it changed.
import { readFileSync, writeFileSync } from 'node:fs';
import { API_TYPES_FILE, apiTypesSource, buildApiDocument } from './api-types.mjs';

const source = await apiTypesSource(await buildApiDocument());
let current = '';
try {
  current = readFileSync(API_TYPES_FILE, 'utf8');
} catch {}
if (current !== source) {
  writeFileSync(API_TYPES_FILE, source);
  console.log(`api-types: wrote ${API_TYPES_FILE}`);
}
