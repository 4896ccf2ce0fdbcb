import { AppError } from '@cho-dep/core/errors/app-error';
import { availableReturnEvents } from '@cho-dep/core/returns/return-machine';
import { RETURN_STATUSES, type ReturnActor, type ReturnStatus } from '@cho-dep/core/returns/return-statuses';
import type { Db } from '@cho-dep/db/client';
import { z } from '@hono/zod-openapi';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { orderItems, orders } from '../orders/orders.tables';
import { shops } from '../shops/shops.tables';
import { type ReturnRequestRow, refunds, returnRequests } from './returns.tables';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const RETURNS_PAGE_SIZE = 20;

export const returnViewSchema = z
  .object({
    id: z.string(),
    orderId: z.string(),
    orderCode: z.string(),
    shopName: z.string(),
    status: z.enum(RETURN_STATUSES),
    reason: z.string(),
    description: z.string(),
    items: z.array(
      z.object({
        orderItemId: z.string(),
        productName: z.string(),
        variantLabel: z.string(),
        quantity: z.number().int(),
        unitPrice: z.number().int(),
      }),
    ),
    media: z.array(z.object({ key: z.string(), url: z.string() })),
    amountRequested: z.number().int().nullable(),
    itemsPaid: z
      .number()
      .int()
      .openapi({ description: 'What the buyer paid for the returned units (after vouchers)' }),
    amountComputed: z
      .number()
      .int()
      .openapi({ description: 'The policy maximum: 100%, or 200% for fake goods' }),
    refundAmount: z.number().int(),
    refundIssued: z.boolean(),
    sellerRejectReason: z.string().nullable(),
    sellerRejectPhotoUrl: z.string().nullable(),
    sellerRejectEmail: z.string().nullable(),
    returnTrackingCode: z.string().nullable(),
    refunds: z.array(
      z.object({
        id: z.string(),
        method: z.enum(['provider', 'bank_transfer']),
        provider: z.string().nullable(),
        amount: z.number().int(),
        status: z.enum(['pending', 'succeeded', 'failed']),
        failureCode: z.string().nullable(),
        bankDetails: z
          .object({
            bankName: z.string().nullable(),
            bankAccount: z.string().nullable(),
            bankBranch: z.string().nullable(),
            accountHolder: z.string().nullable(),
          })
          .nullable(),
      }),
    ),
    actions: z.array(z.string()).openapi({ description: 'The events the caller may send now' }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('ReturnRequest');
export type ReturnView = z.infer<typeof returnViewSchema>;

export const returnListSchema = z.object({
  data: z.array(returnViewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

async function views(db: Db, rows: ReturnRequestRow[], viewer: ReturnActor, urlOf: (key: string) => string) {
  if (rows.length === 0) return [];
  const orderIds = [...new Set(rows.map((r) => r.orderId))];
  const orderRows = await db
    .select({ id: orders.id, code: orders.code, shopName: shops.name })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(inArray(orders.id, orderIds));
  const lines = await db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds));
  const refundRows = await db
    .select()
    .from(refunds)
    .where(
      inArray(
        refunds.returnRequestId,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((row): ReturnView => {
    const order = orderRows.find((o) => o.id === row.orderId);
    return {
      id: row.id,
      orderId: row.orderId,
      orderCode: order?.code ?? '',
      shopName: order?.shopName ?? '',
      status: row.status,
      reason: row.reason,
      description: row.description,
      items: row.items.map((item) => {
        const line = lines.find((l) => l.id === item.orderItemId);
        return {
          orderItemId: item.orderItemId,
          productName: line?.productName ?? '',
          variantLabel: line?.variantLabel ?? '',
          quantity: item.quantity,
          unitPrice: line?.unitPrice ?? 0,
        };
      }),
      media: row.mediaKeys.map((key) => ({ key, url: urlOf(key) })),
      amountRequested: row.amountRequested,
      itemsPaid: row.itemsPaid,
      amountComputed: row.amountComputed,
      refundAmount: row.refundAmount,
      refundIssued: row.refundIssued,
      sellerRejectReason: row.sellerRejectReason,
      sellerRejectPhotoUrl: row.sellerRejectPhoto ? urlOf(row.sellerRejectPhoto) : null,
      sellerRejectEmail: row.sellerRejectEmail,
      returnTrackingCode: row.returnTrackingCode,
      refunds: refundRows
        .filter((r) => r.returnRequestId === row.id)
        .map((r) => ({
          id: r.id,
          method: r.method,
          provider: r.provider,
          amount: r.amount,
          status: r.status,
          failureCode: r.failureCode,
          // The buyer's account number is for the buyer and the admin who pays it, not the seller.
          bankDetails: viewer === 'seller' ? null : (r.bankDetails ?? null),
        })),
      actions: actionsFor(
        row,
        viewer,
        refundRows.filter((r) => r.returnRequestId === row.id),
      ),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/**
 * The machine's events for the viewer, adjusted for the refunds: while a gateway refund is
 * unconfirmed the admin may approve again (a retry, see approveReturn) but not complete.
 */
function actionsFor(
  row: ReturnRequestRow,
  viewer: ReturnActor,
  rows: { method: string; status: string }[],
): string[] {
  const events: string[] = availableReturnEvents(
    { status: row.status, refundIssued: row.refundIssued },
    viewer,
  );
  const providerPending = rows.some((r) => r.method === 'provider' && r.status !== 'succeeded');
  if (viewer !== 'admin' || !providerPending || row.status !== 'refund_in_transit') return events;
  return [...events.filter((e) => e !== 'admin_complete'), 'admin_approve'];
}

export async function returnView(
  db: Db,
  requestId: string,
  viewer: ReturnActor,
  scope: SQL | undefined,
  urlOf: (key: string) => string,
): Promise<ReturnView> {
  if (!UUID.test(requestId)) throw new AppError('NOT_FOUND');
  const rows = await db
    .select()
    .from(returnRequests)
    .where(and(eq(returnRequests.id, requestId), scope));
  const [view] = await views(db, rows, viewer, urlOf);
  if (!view) throw new AppError('NOT_FOUND');
  return view;
}

/** The buyer's latest request on one of their orders. */
export async function buyerReturnOfOrder(
  db: Db,
  userId: string,
  orderId: string,
  urlOf: (key: string) => string,
) {
  if (!UUID.test(orderId)) throw new AppError('NOT_FOUND');
  const rows = await db
    .select()
    .from(returnRequests)
    .where(and(eq(returnRequests.orderId, orderId), eq(returnRequests.userId, userId)))
    .orderBy(desc(returnRequests.createdAt))
    .limit(1);
  const [view] = await views(db, rows, 'buyer', urlOf);
  if (!view) throw new AppError('NOT_FOUND');
  return view;
}

export async function listReturns(
  db: Db,
  input: { shopId?: string; status?: ReturnStatus; page: number },
  viewer: ReturnActor,
  urlOf: (key: string) => string,
) {
  const where = and(
    input.shopId ? eq(returnRequests.shopId, input.shopId) : undefined,
    input.status ? eq(returnRequests.status, input.status) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(returnRequests).where(where);
  const rows = await db
    .select()
    .from(returnRequests)
    .where(where)
    .orderBy(desc(returnRequests.createdAt))
    .limit(RETURNS_PAGE_SIZE)
    .offset((input.page - 1) * RETURNS_PAGE_SIZE);
  return {
    data: await views(db, rows, viewer, urlOf),
    total: total?.n ?? 0,
    page: input.page,
    pageSize: RETURNS_PAGE_SIZE,
  };
}
