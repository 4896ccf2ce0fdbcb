// `npm run bench -- <name> [options]`: runs bench/<script>.ts with tsx under the project's Node 24.
// Names: generate, search, pdp, lighthouse, explain, checkout, analytics, feeds, sockets, session, pages, pages-ab, page-cache, live-viewers, tracking. See bench/README.md.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const SCRIPTS = {
  generate: 'bench/generate-products.ts',
  search: 'bench/search-bench.ts',
  pdp: 'bench/pdp-bench.ts',
  lighthouse: 'bench/lighthouse.ts',
  explain: 'bench/explain-search.ts',
  checkout: 'bench/checkout-bench.ts',
  analytics: 'bench/analytics-bench.ts',
  feeds: 'bench/feeds-bench.ts',
  sockets: 'bench/sockets-bench.ts',
  session: 'bench/session-bench.ts',
  pages: 'bench/pages-bench.ts',
  'pages-ab': 'bench/pages-ab-bench.ts',
  'page-cache': 'bench/page-cache-bench.ts',
  'live-viewers': 'bench/live-viewers-bench.ts',
  tracking: 'bench/tracking-bench.ts',
};
const [name, ...rest] = process.argv.slice(2);
const script = SCRIPTS[name ?? ''];
if (!script) {
  console.error(
    `usage: npm run bench -- <${Object.keys(SCRIPTS).join('|')}> [options]  (see bench/README.md)`,
  );
  process.exit(2);
}
const tsx = 'node_modules/tsx/dist/cli.mjs';
if (!existsSync(tsx)) {
  console.error('tsx is missing: run npm install first');
  process.exit(1);
}
// The project's Node 24 (a devDependency), even when this file was started with another node:
// the scripts start the server with the node they run under, and figures depend on it.
const node = existsSync('node_modules/.bin/node') ? 'node_modules/.bin/node' : process.execPath;
const child = spawn(node, [tsx, script, ...rest], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 1));
