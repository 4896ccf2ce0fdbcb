// Replays the outside security audit against a running server and prints its figures.
// Usage: node scripts/audit/run-audit.mjs [--out=audit-replay.json]   (README.md here)
import { writeFileSync } from 'node:fs';
import { badInput } from './bad-input.mjs';
import { BASE, Client, newTally } from './http-client.mjs';
import { loginAndCodes } from './login-and-codes.mjs';
import { objectAccess } from './object-access.mjs';
import { privateMedia } from './private-media.mjs';
import { securityHeaders } from './security-headers.mjs';
import { setUpUsers } from './setup-users.mjs';

const out = process.argv.find((a) => a.startsWith('--out='))?.slice(6) ?? 'audit-replay.json';
const doc = await (await fetch(`${BASE}/api/docs`)).json();
const users = await setUpUsers();
users.anonymous = new Client('anonymous');
const { ids } = users;

const rows = [];
const row = async (name, run) => {
  const tally = newTally();
  const started = Date.now();
  const detail = await run(tally);
  rows.push({ name, tally, detail, seconds: (Date.now() - started) / 1000 });
  return detail;
};

const access = await row('1. Object access (leaks)', (t) => objectAccess(doc, users, ids, t));
access.result = `${access.routes.length} routes tried (${access.routes.filter((r) => r.privacy !== 'public').length} private), ${access.leaks.length} leaks; ${access.skipped.length} not exercised`;
const bad = await row('2. Bad input', (t) => badInput(doc, users, ids, t));
bad.result = `${bad.serverErrors.length} answers 5xx`;
const media = await row('3. Private media', (t) => privateMedia(users, ids, t));
media.result = `${media.variants} path tricks, ${media.served.length} served 200; owner ${media.guardedStatus} with Cache-Control "${media.guardedCacheControl}"`;
const headers = await row('4. Headers', (t) => securityHeaders(users, ids, t));
headers.result = `${Object.keys(headers.grid).length} answers checked (grid below)`;
const login = await row('5. Login and codes', (t) => loginAndCodes(users, t));
login.result = `${login.checks.filter((c) => c.pass).length}/${login.checks.length} checks pass, ${login.checks.filter((c) => c.pass === false).length} fail`;
rows.push({
  name: '6. Dev simulators from a non-loopback address',
  tally: newTally(),
  detail: {
    result:
      'not testable from 127.0.0.1 (loopback by socket); covered by packages/api/src/payment-simulator/simulator-access.api.test.ts',
  },
});

const line = (cells) => `| ${cells.join(' | ')} |`;
const print = [`# Audit replay against ${BASE} (${new Date().toISOString()})`, ''];
print.push(
  line(['Row', 'Requests', '2xx', '3xx', '4xx', '5xx', 'Failures', 'Result']),
  line(Array(8).fill('---')),
);
for (const r of rows)
  print.push(
    line([
      r.name,
      r.tally.requests,
      r.tally['2xx'],
      r.tally['3xx'],
      r.tally['4xx'],
      r.tally['5xx'],
      r.tally.failures,
      r.detail.result,
    ]),
  );

print.push('', '## Headers (yes = present)', '');
const columns = Object.keys(Object.values(headers.grid).find(Boolean) ?? {});
print.push(line(['Answer', ...columns]), line(Array(columns.length + 1).fill('---')));
for (const [label, g] of Object.entries(headers.grid))
  print.push(
    line([
      label,
      ...columns.map((c) => (g ? (typeof g[c] === 'boolean' ? (g[c] ? 'yes' : 'no') : g[c]) : 'n/a')),
    ]),
  );

print.push('', '## Login and codes', '');
const verdict = (pass) =>
  pass === null ? 'NOT MEASURED (IP sign-up budget spent; use a fresh server)' : pass ? 'PASS' : 'FAIL';
for (const c of login.checks) print.push(`- ${verdict(c.pass)} ${c.name}: ${c.evidence}`);
print.push('', '## Findings', '');
for (const l of access.leaks) print.push(`- LEAK ${l.request} -> ${l.status} ${l.answer}`);
for (const e of bad.serverErrors) print.push(`- 5xx ${e.request} -> ${e.status} ${e.answer}`);
for (const s of media.served) print.push(`- PRIVATE FILE SERVED ${s.request} -> ${s.status}`);
if (access.leaks.length + bad.serverErrors.length + media.served.length === 0) print.push('- none');
print.push('', '## Routes not exercised (object access)', '');
for (const s of access.skipped) print.push(`- ${s.route}: ${s.why}`);
// A GET the owner could not read either proves nothing about B: listed so a reader can judge.
for (const r of access.routes.filter((r) => typeof r.owner === 'number' && r.owner >= 300))
  print.push(`- ${r.route}: tried, but the owner got ${r.owner} too (the id alone does not open it)`);
console.log(print.join('\n'));

writeFileSync(
  out,
  JSON.stringify(
    { base: BASE, at: new Date().toISOString(), buyerB: users.buyerB.email, ids, rows },
    null,
    2,
  ),
);
console.error(`JSON written to ${out}`);
