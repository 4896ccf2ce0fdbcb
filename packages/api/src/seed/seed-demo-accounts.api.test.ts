import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from './seed-demo-accounts';
import { shouldSeedDemo } from './should-seed';

describe('demo accounts', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are created once and can log in with the README password', async () => {
    await seedDemoAccounts(t.ctx);
    await seedDemoAccounts(t.ctx);
    for (const account of DEMO_ACCOUNTS) {
      const res = await t.api.request('/community/v1/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: account.email, password: DEMO_PASSWORD }),
      });
      expect(res.status, account.email).toBe(200);
      const body = await res.json();
      for (const role of account.roles) expect(body.data.user.roles).toContain(role);
    }
  });

  it('are seeded on the embedded database by default, on PostgreSQL only when asked', () => {
    expect(shouldSeedDemo({ SEED_DEMO: undefined, DATABASE_URL: undefined })).toBe(true);
    expect(shouldSeedDemo({ SEED_DEMO: undefined, DATABASE_URL: 'postgres://x/y' })).toBe(false);
    expect(shouldSeedDemo({ SEED_DEMO: true, DATABASE_URL: 'postgres://x/y' })).toBe(true);
    expect(shouldSeedDemo({ SEED_DEMO: false, DATABASE_URL: undefined })).toBe(false);
  });
});
