import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  affiliateClicks,
  affiliateCommissions,
  affiliateConversions,
  affiliateKols,
  affiliateLinks,
} from '../affiliate/affiliate.tables';
import { kolDashboard } from '../affiliate/conversions/dashboard-query';
import { createTestApp } from '../testing/test-app';
import { seedDemoDataOnce } from './seed-demo';
import { seedDemoAccounts } from './seed-demo-accounts';
import { seedDemoAffiliateCampaignsOnce } from './seed-demo-affiliate-campaigns';
import { seedDemoAffiliateLinksOnce } from './seed-demo-affiliate-links';

describe('demo KOL links and conversions', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoAccounts(t.ctx);
    await seedDemoDataOnce(t.ctx, { products: 160 });
    await seedDemoAffiliateCampaignsOnce(t.ctx);
  });
  afterAll(() => t.close());

  it('gives the demo KOL links, clicks and counted orders once, and the admin two applications', async () => {
    expect(await seedDemoAffiliateLinksOnce(t.ctx)).toBe(true);
    expect(await seedDemoAffiliateLinksOnce(t.ctx)).toBe(false);
    const db = t.ctx.database.db;
    const [link] = await db.select().from(affiliateLinks).limit(1);
    expect(link).toBeDefined();
    expect((await db.select().from(affiliateClicks)).length).toBeGreaterThan(50);
    expect((await db.select().from(affiliateConversions)).length).toBeGreaterThan(0);
    expect(
      (await db.select().from(affiliateCommissions)).every(
        (c) => c.amount === Math.floor((c.base * 5) / 100),
      ),
    ).toBe(true);
    expect(await db.select().from(affiliateKols).where(eq(affiliateKols.status, 'pending'))).toHaveLength(2);
    const board = await kolDashboard(t.ctx, link?.kolUserId as string);
    expect(board.clicks).toBeGreaterThan(0);
  });
});
