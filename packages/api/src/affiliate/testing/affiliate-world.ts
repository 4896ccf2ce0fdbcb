import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { returnsWorld } from '../../returns/returns-world';
import { insertBuyer } from '../../testing/user-fixtures';
import { affiliateConversions, affiliateKols, affiliateRates } from '../affiliate.tables';

type Headers = Record<string, string>;

/**
 * The affiliate tests' world, on the returns world (orders through the checkout API, paid and
 * refunded through the simulators, moved by the order machine): approved KOLs, shop rates, links
 * and clicks that leave the browser's aff_click cookie.
 */
export function affiliateWorld() {
  const r = returnsWorld();
  const db = () => r.world.t.ctx.database.db;
  const now = () => r.world.t.ctx.now();

  /** A user (with a delivery address, to buy too) whose KOL application the admin approved. */
  async function kol(_name = 'Linh Style') {
    const user = await insertBuyer(r.world.t.ctx);
    await db()
      .insert(affiliateKols)
      .values({
        userId: user.userId,
        status: 'approved',
        channels: [{ platform: 'tiktok', url: 'https://www.tiktok.com/@linh.style', followers: 12_000 }],
        niches: ['fashion'],
        bankName: 'Vietcombank',
        bankAccount: '0123456789',
        accountHolder: 'NGUYEN THI LINH',
        taxCode: '0100109106',
        appliedAt: now(),
        decidedAt: now(),
        approvedAt: now(),
      });
    return user;
  }

  /** The shop's rate (or a product's own with productId) from now on, in percent. */
  async function setRate(shopId: string, percent: number | null, productId: string | null = null) {
    await db()
      .insert(affiliateRates)
      .values({
        shopId,
        productId,
        bp: percent === null ? null : Math.round(percent * 100),
        effectiveAt: now(),
      });
  }

  async function link(kolHeaders: Headers, target: 'product' | 'shop', targetId: string) {
    const made = await r.call<{ code: string; url: string }>(kolHeaders, 'POST', '/api/v1/affiliate/links', {
      target,
      targetId,
    });
    expect(made.status).toBe(200);
    return made.body.data as { code: string; url: string };
  }

  /** Opens a short link as a browser would; answers the aff_click cookie it was given. */
  async function click(code: string, headers: Headers = {}) {
    const res = await r.world.t.api.request(`/l/${code}`, { headers });
    expect(res.status).toBe(302);
    const cookie = /aff_click=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
    return { location: res.headers.get('location'), cookie: cookie ? `aff_click=${cookie}` : '' };
  }

  const conversionOf = async (orderId: string) =>
    (await db().select().from(affiliateConversions).where(eq(affiliateConversions.orderId, orderId)))[0];

  const conversionsOfKol = async (kolUserId: string) =>
    db()
      .select()
      .from(affiliateConversions)
      .where(and(eq(affiliateConversions.kolUserId, kolUserId)));

  return { ...r, db, now, kol, setRate, link, click, conversionOf, conversionsOfKol };
}
