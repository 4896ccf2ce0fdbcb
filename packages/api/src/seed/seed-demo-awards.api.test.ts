import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../accounts/users.tables';
import type { AwardEditionView } from '../awards/award-schemas';
import { apiCaller } from '../testing/api-caller';
import { createTestApp } from '../testing/test-app';
import { signIn } from '../testing/user-fixtures';
import { seedDemoDataOnce } from './seed-demo';
import { seedDemoAccounts } from './seed-demo-accounts';
import { seedDemoAffiliateCampaignsOnce } from './seed-demo-affiliate-campaigns';
import { seedDemoAwardsOnce } from './seed-demo-awards';

describe('demo awards', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoAccounts(t.ctx);
    await seedDemoDataOnce(t.ctx, { products: 160 });
    await seedDemoAffiliateCampaignsOnce(t.ctx);
    expect(await seedDemoAwardsOnce(t.ctx)).toBe(true);
    expect(await seedDemoAwardsOnce(t.ctx)).toBe(false);
  }, 300_000);
  afterAll(() => t.close());

  it('opens this year with four categories and votes cast, and shows last year closed', async () => {
    const call = apiCaller(t.api);
    const list = await call<{ current: string; events: { slug: string; window: string }[] }>(
      {},
      'GET',
      '/api/v1/awards',
    );
    expect(list.body.data?.events.map((e) => e.window)).toEqual(['open', 'closed']);
    const [buyer] = await t.ctx.database.db.select().from(users).where(eq(users.email, 'buyer@demo.vn'));
    expect(buyer?.phoneVerified).toBe(true);
    const headers = await signIn(t.ctx, buyer?.id ?? '');
    const open = await call<AwardEditionView>(headers, 'GET', `/api/v1/awards/${list.body.data?.current}`);
    const data = open.body.data;
    expect(data?.categories.map((c) => c.nomineeKind)).toEqual(['shop', 'shop', 'kol', 'product']);
    for (const c of data?.categories ?? []) expect(c.nominees.length).toBeGreaterThanOrEqual(3);
    expect(data?.categories.flatMap((c) => c.nominees).some((n) => (n.votes ?? 0) > 0)).toBe(true);
    expect(data?.voucher).toMatchObject({ name: 'Bình chọn – Giảm 200K', value: 200_000 });
    expect(data?.me).toMatchObject({ canVote: 'yes', balance: 10, voucherGranted: false });
    const closed = await call<AwardEditionView>(
      {},
      'GET',
      `/api/v1/awards/${list.body.data?.events[1]?.slug}`,
    );
    expect(closed.body.data?.categories[0]?.nominees[0]?.rank).toBe(1);
  });
});
