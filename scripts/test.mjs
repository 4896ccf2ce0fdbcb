// `npm test`: every suite, in the order that fails fastest.
// lint and types, then unit, API (embedded database, or DATABASE_URL), then the browser suite
// against a freshly built server.
import { execSync } from 'node:child_process';

const steps = [
  ['lint', 'npm run lint'],
  ['typecheck', 'npm run typecheck'],
  ['unit + api', 'npx vitest run --project unit --project api'],
  ['browser', 'npm run test:e2e'],
];
const started = Date.now();
for (const [name, command] of steps) {
  const t = Date.now();
  console.log(`\n=== ${name}: ${command}`);
  execSync(command, { stdio: 'inherit' });
  console.log(`=== ${name} passed in ${((Date.now() - t) / 1000).toFixed(1)} s`);
}
console.log(`\nAll suites passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
