// `npm test`: every suite, in the order that fails fastest.
// lint and types, then unit, API (embedded database, or DATABASE_URL), then the browser suite
// against a freshly built server. Ends with each suite's time, so a slow suite shows at once;
// with SUITE_TIMES_FILE set (.ci/run), the times are also appended there for CI's own summary.
import { execSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';

const steps = [
  ['lint', 'npm run lint'],
  ['typecheck', 'npm run typecheck'],
  ['unit + api', 'npx vitest run --project unit --project api'],
  ['browser', 'npm run test:e2e'],
];
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
const times = [];
const started = Date.now();
for (const [name, command] of steps) {
  const t = Date.now();
  console.log(`\n=== ${name}: ${command}`);
  execSync(command, { stdio: 'inherit' });
  const time = seconds(t);
  times.push([name, time]);
  console.log(`=== ${name} passed in ${time} s`);
  if (process.env.SUITE_TIMES_FILE) appendFileSync(process.env.SUITE_TIMES_FILE, `${name}\t${time}\n`);
}
console.log(`\nAll suites passed in ${seconds(started)} s`);
for (const [name, time] of times) console.log(`  ${name.padEnd(12)} ${time.padStart(7)} s`);
