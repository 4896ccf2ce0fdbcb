import { randomUUID } from 'node:crypto';
import { statusIdOf } from '@cho-dep/core/orders/order-statuses';
import { withholdingForLines } from '@cho-dep/core/tax/withholding';
import type { Tx } from '@cho-dep/db/client';
import { sql } from 'drizzle-orm';
import { recordDailySales } from '../analytics/daily-sales';
import type { AppContext } from '../app/app-context';
import {
  groupBuyItems,
  groupBuyMembers,
  groupBuyPrograms,
  groupBuyTeams,
} from '../group-buying/group-buying.tables';
import { TEAM_EXPIRY_JOB } from '../group-buying/hold-team-seat';
import { jobs } from '../jobs/jobs.tables';
import { newOrderCode } from '../orders/order-code';
import { checkouts, orderHistory, orderItems, orders } from '../orders/orders.tables';
import { payments } from '../payments/payments.tables';
import {
  type DemoBuyer,
  loadDemoOrderBuyers,
  loadDemoOrderShops,
  type ShopFacts,
} from './demo-order-buyers-and-shops';

const HOUR_MS = 3_600_000;
const SHIPPING_FEE = 22_000;

/**
 * Group buying alive on a fresh start (decision 061): the demo seller's shop runs a program
 * ("Mua chung 3 người", 25 % off for a team of three) on two products; the first has an open
 * team with two paid members and a seat left, ending in 20 hours (its expiry job is
 * scheduled: unfilled, it fails and refunds), the second a filled team whose three orders
 * wait for the seller's confirmation. Run after the demo seed, apart from it (as the shop
 * applications are): the demo order history stays all cash on delivery and settled, and a
 * database seeded before group buying existed gets it too. Idempotent: once per database
 * (the shop's first program), in one transaction.
 */
export async function seedDemoGroupBuyingOnce(ctx: AppContext): Promise<boolean> {
  return ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727278)`);
    const [any] = await tx.select({ id: groupBuyPrograms.id }).from(groupBuyPrograms).limit(1);
    if (any) return false;
    return seedDemoGroupBuying(tx, ctx.now());
  });
}

async function seedDemoGroupBuying(tx: Tx, now: Date): Promise<boolean> {
  const [shop] = await loadDemoOrderShops(tx);
  const buyers = await loadDemoOrderBuyers(tx);
  const lines = [...new Map((shop?.lines ?? []).map((l) => [l.productId, l])).values()].slice(0, 2);
  if (!shop || buyers.length < 5 || lines.length < 2) return false;
  const [programId] = [randomUUID()];
  await tx.insert(groupBuyPrograms).values({
    id: programId,
    shopId: shop.id,
    name: 'Mua chung 3 người: giảm 25%',
    kind: 'product',
    teamSize: 3,
    windowHours: 24,
    startsAt: new Date(now.getTime() - 2 * 24 * HOUR_MS),
    endsAt: new Date(now.getTime() + 14 * 24 * HOUR_MS),
    createdAt: new Date(now.getTime() - 2 * 24 * HOUR_MS),
  });
  const items = lines.map((line, position) => ({
    id: randomUUID(),
    line,
    teamPrice: Math.round((line.originalPrice * 0.75) / 1000) * 1000,
    position,
  }));
  await tx.insert(groupBuyItems).values(
    items.map((i) => ({
      id: i.id,
      programId,
      productId: i.line.productId,
      variantId: null,
      teamPrice: i.teamPrice,
      stock: 50,
      heldCount: i.position === 0 ? 2 : 3,
      perUserLimit: 2,
      position: i.position,
    })),
  );
  const [open, filled] = items;
  if (!open || !filled) return false;
  await team(tx, shop, open, buyers.slice(0, 2), {
    status: 'open',
    createdAt: new Date(now.getTime() - 4 * HOUR_MS),
    endsAt: new Date(now.getTime() + 20 * HOUR_MS),
  });
  await team(tx, shop, filled, buyers.slice(2, 5), {
    status: 'filled',
    createdAt: new Date(now.getTime() - 9 * HOUR_MS),
    endsAt: new Date(now.getTime() + 15 * HOUR_MS),
  });
  return true;
}

async function team(
  tx: Tx,
  shop: ShopFacts,
  item: { id: string; line: ShopFacts['lines'][number]; teamPrice: number },
  members: readonly DemoBuyer[],
  o: { status: 'open' | 'filled'; createdAt: Date; endsAt: Date },
): Promise<void> {
  const teamId = randomUUID();
  const leader = members[0];
  if (!leader) return;
  const filledAt = o.status === 'filled' ? new Date(o.createdAt.getTime() + 3 * HOUR_MS) : null;
  await tx.insert(groupBuyTeams).values({
    id: teamId,
    itemId: item.id,
    leaderUserId: leader.id,
    size: 3,
    status: o.status,
    endsAt: o.endsAt,
    filledAt,
    createdAt: o.createdAt,
  });
  const placed: string[] = [];
  for (const [index, buyer] of members.entries()) {
    const joinedAt = new Date(o.createdAt.getTime() + index * HOUR_MS);
    const checkoutId = randomUUID();
    const orderId = randomUUID();
    const total = item.teamPrice + SHIPPING_FEE;
    const tax = withholdingForLines(shop.businessType, [{ lineId: 'l', revenue: item.teamPrice }]);
    await tx.insert(checkouts).values({
      id: checkoutId,
      userId: buyer.id,
      ownerKey: `u:${buyer.id}`,
      idempotencyKey: `demo-group-${orderId}`,
      requestHash: 'demo-seed',
      paymentMethod: 'EWALLET',
      walletProvider: 'momo',
      goodsTotal: item.teamPrice,
      shippingTotal: SHIPPING_FEE,
      shopDiscount: 0,
      platformDiscount: 0,
      shippingDiscount: 0,
      totalPayment: total,
      createdAt: joinedAt,
    });
    const status = o.status === 'filled' ? 'awaiting_confirmation' : 'pending';
    await tx.insert(orders).values({
      id: orderId,
      code: newOrderCode(joinedAt),
      checkoutId,
      shopId: shop.id,
      userId: buyer.id,
      status,
      paymentStatus: 'paid',
      paymentMethod: 'EWALLET',
      shippingMethod: 'ghn',
      recipient: buyer.recipient,
      pickup: shop.pickup,
      goodsTotal: item.teamPrice,
      shippingFee: SHIPPING_FEE,
      shopDiscount: 0,
      platformDiscount: 0,
      shippingDiscount: 0,
      total,
      taxVat: tax.reduce((sum, t) => sum + t.vat, 0),
      taxPit: tax.reduce((sum, t) => sum + t.pit, 0),
      paidAt: joinedAt,
      createdAt: joinedAt,
      updatedAt: filledAt ?? joinedAt,
    });
    await tx.insert(orderItems).values({
      orderId,
      productId: item.line.productId,
      variantId: item.line.variantId,
      productName: item.line.name,
      variantLabel: item.line.label,
      imageKey: item.line.imageKey,
      quantity: 1,
      originalPrice: item.line.originalPrice,
      unitPrice: item.teamPrice,
      lineTotal: item.teamPrice,
      sellerRevenue: item.teamPrice,
      taxVat: tax.reduce((sum, t) => sum + t.vat, 0),
      taxPit: tax.reduce((sum, t) => sum + t.pit, 0),
    });
    await tx.insert(payments).values({
      checkoutId,
      provider: 'momo',
      method: 'EWALLET',
      txnRef: `DEMOGB${orderId.replace(/-/g, '').slice(0, 14).toUpperCase()}`,
      amount: total,
      status: 'succeeded',
      providerTxnId: `demo-${orderId.slice(0, 8)}`,
      responseCode: '0',
      createdAt: joinedAt,
      completedAt: joinedAt,
    });
    const history = [
      { status: 'pending' as const, note: 'awaiting_payment', at: joinedAt },
      { status: 'pending' as const, note: 'team_payment_held', at: joinedAt },
      ...(filledAt ? [{ status: 'awaiting_confirmation' as const, note: 'team_filled', at: filledAt }] : []),
    ];
    await tx.insert(orderHistory).values(
      history.map((h) => ({
        orderId,
        status: h.status,
        statusId: statusIdOf(h.status),
        actor: 'system' as const,
        note: h.note,
        actionTime: h.at,
      })),
    );
    placed.push(orderId);
    await tx.insert(groupBuyMembers).values({
      teamId,
      userId: buyer.id,
      checkoutId,
      orderId,
      quantity: 1,
      status: 'paid',
      joinedAt,
      paidAt: joinedAt,
    });
  }
  // A filled team's orders count in the shop's figures from the fill, as any paid order does.
  if (o.status === 'filled') await recordDailySales(tx, placed, 1);
  if (o.status === 'open') {
    await tx.insert(jobs).values({
      kind: TEAM_EXPIRY_JOB,
      key: `${TEAM_EXPIRY_JOB}:${teamId}`,
      runAt: o.endsAt,
      payload: { teamId },
    });
  }
}
