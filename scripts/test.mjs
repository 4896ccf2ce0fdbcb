// `npm test`: every suite, in the order that fails fastest.
// First the checks that read the code: lint, types and the web build side by side (each runs on
// one core, and the machines have two or more), after the generated API and route types they all
// read; then unit and API (embedded database, or DATABASE_URL), then the browser suite against the
// server just built. Ends with each suite's time, so a slow suite shows at once; with
// SUITE_TIMES_FILE set (.ci/run), the times are also appended there for CI's own summary.
import { exec, execSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
const times = [];
const started = Date.now();

function record(name, since) {
  const time = seconds(since);
  times.push([name, time]);
  console.log(`=== ${name} passed in ${time} s`);
  if (process.env.SUITE_TIMES_FILE) appendFileSync(process.env.SUITE_TIMES_FILE, `${name}\t${time}\n`);
}

function run(name, command) {
  const t = Date.now();
  console.log(`\n=== ${name}: ${command}`);
  execSync(command, { stdio: 'inherit' });
  record(name, t);
}

/** Runs the steps at once; each one's output is printed whole when it ends. */
async function together(steps) {
  const t = Date.now();
  console.log(`\n=== ${steps.map(([name]) => name).join(', ')} side by side`);
  const ended = await Promise.all(
    steps.map(
      ([name, command]) =>
        new Promise((resolve) => {
          const child = exec(command, {
            maxBuffer: 256 * 1024 * 1024,
            env: { ...process.env, FORCE_COLOR: '1' },
          });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (code) => {
            console.log(`\n=== ${name}: ${command}\n${output}`);
            if (code === 0) record(name, t);
            else console.log(`=== ${name} FAILED (exit code ${code})`);
            resolve(code === 0);
          });
        }),
    ),
  );
  if (ended.includes(false)) process.exit(1);
}

run('generated types', 'npm run api-types && npm run typegen -w @cho-dep/web');
await together([
  ['lint', 'npm run lint'],
  ['typecheck', 'npx tsc -p tsconfig.json'],
  ['build', 'node scripts/build-if-stale.mjs'],
]);
run('unit + api', 'npx vitest run --project unit --project api');
run('browser', 'npm run test:e2e');

console.log(`\nAll suites passed in ${seconds(started)} s`);
for (const [name, time] of times) console.log(`  ${name.padEnd(16)} ${time.padStart(7)} s`);
