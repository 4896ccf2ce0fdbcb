import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupBuyItems, groupBuyTeams } from '../group-buying/group-buying.tables';
import { createTestApp } from '../testing/test-app';
import { seedDemoDataOnce } from './seed-demo';
import { seedDemoGroupBuyingOnce } from './seed-demo-group-buying';

describe('demo group buying', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoDataOnce(t.ctx, { products: 160 });
    expect(await seedDemoGroupBuyingOnce(t.ctx)).toBe(true);
    expect(await seedDemoGroupBuyingOnce(t.ctx)).toBe(false);
  }, 300_000);
  afterAll(() => t.close());

  it('shows an open team with a seat left on a product page, and a filled team', async () => {
    const teams = await t.ctx.database.db.select().from(groupBuyTeams);
    expect(teams.map((team) => team.status).sort()).toEqual(['filled', 'open']);
    const open = teams.find((team) => team.status === 'open');
    const [item] = await t.ctx.database.db
      .select()
      .from(groupBuyItems)
      .where(eq(groupBuyItems.id, open?.itemId as string));
    const res = await t.api.request(`/api/v1/group-buying/products/${item?.productId}`);
    const body = (await res.json()) as {
      data: {
        items: { teamPrice: number }[];
        teams: { id: string; seatsLeft: number; leader: { name: string } }[];
      };
    };
    expect(body.data.items).toHaveLength(1);
    expect(body.data.teams).toEqual([expect.objectContaining({ id: open?.id, seatsLeft: 1 })]);
    expect(body.data.teams[0]?.leader.name).not.toBe('');
    const team = await t.api.request(`/api/v1/group-buying/teams/${open?.id}`);
    expect(team.status).toBe(200);
  });
});
