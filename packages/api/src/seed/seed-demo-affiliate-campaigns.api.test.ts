import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliateCampaignMembers, affiliateCampaigns, affiliateRates } from '../affiliate/affiliate.tables';
import { createTestApp } from '../testing/test-app';
import { seedDemoDataOnce } from './seed-demo';
import { seedDemoAccounts } from './seed-demo-accounts';
import { seedDemoAffiliateCampaignsOnce } from './seed-demo-affiliate-campaigns';

describe('demo affiliate rates and campaigns', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoAccounts(t.ctx);
    await seedDemoDataOnce(t.ctx, { products: 160 });
    expect(await seedDemoAffiliateCampaignsOnce(t.ctx)).toBe(true);
    expect(await seedDemoAffiliateCampaignsOnce(t.ctx)).toBe(false);
  }, 300_000);
  afterAll(() => t.close());

  it('gives the demo shop its rates, a running campaign with a member and one waiting for review', async () => {
    const db = t.ctx.database.db;
    expect((await db.select().from(affiliateRates)).map((r) => r.bp).sort()).toEqual([1200, 500, 800]);
    const campaigns = await db.select().from(affiliateCampaigns);
    expect(campaigns.map((c) => [c.status, c.bp]).sort()).toEqual([
      ['approved', 1500],
      ['pending', 2000],
    ]);
    expect(await db.select().from(affiliateCampaignMembers)).toHaveLength(1);
  });
});
