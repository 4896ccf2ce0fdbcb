// Runs before `npm start` and `npm test`, on whatever Node the machine has (often 20):
// installs the project's dependencies when they are missing or stale. The `node` package
// among them brings Node 24, which every later `npm run` step uses from node_modules/.bin.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { ensureFfmpeg } from './ensure-ffmpeg.mjs';

const installed = 'node_modules/.package-lock.json';
const stale = !existsSync(installed) || statSync('package-lock.json').mtimeMs > statSync(installed).mtimeMs;
const nodeBinary = existsSync('node_modules/node/bin/node') || existsSync('node_modules/.bin/node');

if (stale || !nodeBinary) {
  // `npm install`, not `npm ci`: npm 11 as configured on our machines writes lock files
  // without other platforms' optional packages (Biome's binaries), which `npm ci` then
  // rejects as out of sync. `npm install` still installs the locked versions.
  console.log('Installing dependencies (npm install)...');
  execSync('npm install --no-audit --no-fund', { stdio: 'inherit' });
}

ensureFfmpeg();
