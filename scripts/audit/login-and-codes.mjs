// Row 5: login protections and code sending, measured on demo sellers that the rest of the
// audit does not use (their per-account counters fill up here).
import { Client } from './http-client.mjs';

const LOGIN = '/community/v1/auth/login';
const shape = (json) => JSON.stringify(Object.keys(json?.data ?? json ?? {}).sort());

/** A browser that never came here: no cookies, so no device cookie either. */
const fresh = async (tally) => new Client('fresh', tally);

/**
 * Logs in with the right password from a new browser, waiting out Retry-After when an earlier
 * run left the account throttled, so each check starts from an account that accepts logins.
 */
async function loginWhenAllowed(email, tally) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const c = await fresh(tally);
    const res = await c.request('POST', LOGIN, { body: { email, password: 'Demo@1234' } });
    if (res.status === 200) return c;
    const wait = Number(res.headers.get('retry-after') ?? 60);
    console.error(`${email} throttled by an earlier run: waiting ${wait}s`);
    await new Promise((r) => setTimeout(r, wait * 1000 + 500));
  }
  throw new Error(`${email} never accepted its right password`);
}

export async function loginAndCodes(users, tally) {
  const checks = [];
  const check = (name, pass, evidence) => checks.push({ name, pass, evidence });

  // 1. A login posted from another site is refused, even with the right password.
  const crossSite = await fresh(tally);
  const cross = await crossSite.request('POST', LOGIN, {
    body: { email: 'seller2@demo.vn', password: 'Demo@1234' },
    headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  });
  check('cross-site login refused', cross.status === 403, `${cross.status} ${cross.json?.error?.code ?? ''}`);

  // 2. Six wrong passwords, each claiming another X-Forwarded-For: the account counter still trips.
  await loginWhenAllowed('seller3@demo.vn', tally);
  const spoofed = [];
  for (let i = 1; i <= 6; i++) {
    const c = await fresh(tally);
    const res = await c.request('POST', LOGIN, {
      body: { email: 'seller3@demo.vn', password: `Wrong@${i}xyz` },
      headers: { 'x-forwarded-for': `198.51.100.${i}` },
    });
    spoofed.push(res.status);
  }
  check('XFF spoofing does not reset the per-account count', spoofed.at(-1) === 429, spoofed.join(','));

  // 3. The browser that logged in before still gets in after 5 wrong tries from elsewhere.
  const device = await loginWhenAllowed('seller4@demo.vn', tally);
  await device.request('POST', '/community/v1/auth/logout');
  const attempts = [];
  for (let i = 1; i <= 5; i++) {
    const c = await fresh(tally);
    attempts.push(
      (await c.request('POST', LOGIN, { body: { email: 'seller4@demo.vn', password: `Wrong@${i}abc` } }))
        .status,
    );
  }
  const stranger = await fresh(tally);
  const strangerRes = await stranger.request('POST', LOGIN, {
    body: { email: 'seller4@demo.vn', password: 'Demo@1234' },
  });
  const own = await device.request('POST', LOGIN, {
    body: { email: 'seller4@demo.vn', password: 'Demo@1234' },
  });
  check(
    'known browser logs in after 5 wrong tries',
    own.status === 200,
    `wrong: ${attempts.join(',')}; new browser right password: ${strangerRes.status}; known browser: ${own.status}`,
  );

  // 4. GET verify/phone reads only: the outbox does not grow.
  const admin = users.admin;
  const outboxTotal = async () =>
    (await admin.get('/api/v1/admin/outbox?limit=1', { tally: null })).json?.data?.total;
  const before = await outboxTotal();
  const buyerB = users.buyerB;
  buyerB.tally = tally;
  const phoneGets = [];
  for (const phone of ['0912000111', '%2B84912000112', ''])
    phoneGets.push((await buyerB.get(`/community/v1/verify/phone?phone=${phone}`)).status);
  const after = await outboxTotal();
  check(
    'GET verify/phone sends nothing',
    before === after,
    `answers ${phoneGets.join(',')}; outbox ${before} -> ${after}`,
  );

  // 5. Sign-up with a registered e-mail answers like one with a new e-mail. The registered one is
  // buyer B, made by this run, so the per-address send budget of earlier runs does not interfere.
  const register = async (email) => {
    const c = await fresh(tally);
    const body = { fullName: 'Kiểm Tra', email, password: 'Audit@12345', confirmPassword: 'Audit@12345' };
    return c.request('POST', '/community/v2/auth/register', { body });
  };
  const existing = await register(users.buyerB.email);
  const brandNew = await register(`audit-new-${Date.now()}@example.vn`);
  // Past the sign-ups per IP per hour (20) every answer is 429: then nothing can be compared.
  const budgetSpent = existing.status === 429 || brandNew.status === 429;
  check(
    'sign-up with an existing e-mail answers as a new one',
    budgetSpent
      ? null
      : existing.status === 202 &&
          existing.status === brandNew.status &&
          shape(existing.json) === shape(brandNew.json),
    `existing ${existing.status} ${shape(existing.json)}; new ${brandNew.status} ${shape(brandNew.json)}`,
  );
  return { checks };
}
