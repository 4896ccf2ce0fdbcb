// `npm start`: build when needed, then run the one server process (API, pages, assets).
// The server creates the embedded database in DATA_DIR (./data) on first start, applies
// migrations and seeds the demo data once.
import { spawn } from 'node:child_process';
import { buildIfStale } from './build-if-stale.mjs';

const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Node ${process.versions.node} found; run through npm so node_modules/.bin/node (Node 24) is used.`,
  );
  process.exit(1);
}
buildIfStale();
const server = spawn(process.execPath, ['apps/web/build/server/index.js'], {
  stdio: 'inherit',
  // `npm start` is the local demo: the payment gateways and carriers are the built-in
  // simulators (decisions 015 and 017), sign-in providers too. A real deployment runs the server itself with the gateways' credentials.
  env: {
    NODE_ENV: 'production',
    PAYMENT_SIMULATOR: 'on',
    CARRIER_SIMULATOR: 'on',
    OAUTH_SIMULATOR: 'on',
    ...process.env,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
