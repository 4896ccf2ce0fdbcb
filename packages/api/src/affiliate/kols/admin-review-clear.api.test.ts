import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../accounts/users.tables';
import { insertBuyer, insertSignedInUser } from '../../testing/user-fixtures';
import { affiliateCommissions } from '../affiliate.tables';
import { affiliateWorld } from '../testing/affiliate-world';

/** A conversion held for review that the admin clears goes on towards payment. */
describe('clearing a held conversion', () => {
  const w = affiliateWorld();
  beforeAll(w.setUp);
  afterAll(w.tearDown);

  it('marks it cleared, keeps its lines for the approval job, and refuses a second answer', async () => {
    const seller = await w.sellerWithShop(100_000);
    await w.setRate(seller.shopId, 10);
    const kol = await w.kol();
    // The buyer orders from the KOL's own device: the anti-fraud checks hold the order.
    await w.db().update(sessions).set({ deviceId: 'web-shared02' });
    const { code } = await w.link(kol.headers, 'product', seller.productId);
    const buyer = await insertBuyer(w.world.t.ctx);
    const visit = await w.click(code);
    const order = await w.placeOrder(
      { headers: { ...buyer.headers, from: 'web-shared02', cookie: visit.cookie } },
      seller.variantId,
      1,
      'CASH',
    );
    const held = await w.conversionOf(order.id);
    expect(held?.review).toBe('waiting');
    const path = `/api/v1/admin/affiliate/reviews/${held?.id}/decision`;
    expect((await w.call({}, 'POST', path, { decision: 'approve' })).status).toBe(401);
    expect((await w.call(kol.headers, 'POST', path, { decision: 'approve' })).status).toBe(403);
    const admin = await insertSignedInUser(w.world.t.ctx, { roles: ['buyer', 'admin'] });
    expect((await w.call(admin.headers, 'POST', path, { decision: 'approve' })).status).toBe(204);
    expect((await w.conversionOf(order.id))?.review).toBe('cleared');
    // The order is not delivered yet: its commission waits, pending, for the return period.
    const lines = await w
      .db()
      .select()
      .from(affiliateCommissions)
      .where(eq(affiliateCommissions.conversionId, held?.id as string));
    expect(lines.map((l) => l.status)).toEqual(['pending']);
    expect((await w.call(admin.headers, 'POST', path, { decision: 'reject', reason: 'Trễ' })).status).toBe(
      409,
    );
  });
});
