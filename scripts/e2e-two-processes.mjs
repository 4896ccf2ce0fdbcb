// `node scripts/e2e-two-processes.mjs [test files]`: the chat journey (tests/e2e/chat.e2e.test.ts)
// and the presence journey with two server processes on one PostgreSQL database and one Redis,
// buyer on one process and seller on the other, as a deployment behind a load balancer runs
// them. Builds when stale, picks two free ports and hands them to the journeys as
// CHAT_BUYER_ORIGIN and CHAT_SELLER_ORIGIN; tests/setup/two-processes-global-setup.ts creates a
// fresh database on DATABASE_URL's server, starts both servers on it (the first migrates and
// seeds the demo data) and removes it at the end.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { buildIfStale } from './build-if-stale.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const JOURNEY = 'tests/e2e/chat.e2e.test.ts';

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

// The presence journey runs either way (tests/setup/vitest.two-processes.config.ts).
if (!existsSync(JOURNEY))
  console.warn(`${JOURNEY} is missing: only the presence journey runs on two processes`);
ensureChromium();
buildIfStale();
const buyerPort = await freePort();
let sellerPort = await freePort();
while (sellerPort === buyerPort) sellerPort = await freePort();
const env = {
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  CHAT_BUYER_ORIGIN: `http://127.0.0.1:${buyerPort}`,
  CHAT_SELLER_ORIGIN: `http://127.0.0.1:${sellerPort}`,
};
console.log(`buyer's process ${env.CHAT_BUYER_ORIGIN}, seller's process ${env.CHAT_SELLER_ORIGIN}`);
const result = spawnSync(
  process.execPath,
  [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--config',
    'tests/setup/vitest.two-processes.config.ts',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', env },
);
process.exit(result.status ?? 1);
