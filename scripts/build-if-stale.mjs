// Builds the web app when its output is missing or older than any source file, so a second
// `npm start` (or a test run after no change) skips the build.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const output = 'apps/web/build/server/index.js';
const sources = [
  'apps/web/app',
  'apps/web/public',
  'packages',
  'content',
  'package-lock.json',
  'apps/web/vite.config.ts',
  'apps/web/vite-plugins',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'build' || entry === '.react-router') continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

export function buildIfStale() {
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  const changed = Math.max(...sources.map(newest));
  if (built >= changed) return false;
  console.log('Building the web app...');
  // Always the production build: started from the browser tests, the environment says
  // NODE_ENV=test, and Vite then bundles React's development build (60 KB more per page, gzip).
  execSync('npm run build', { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale();
