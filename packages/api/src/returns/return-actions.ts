import type { AdminAuditAction } from '@cho-dep/core/admin/admin-audit-codes';
import { AppError } from '@cho-dep/core/errors/app-error';
import {
  nextReturnState,
  type ReturnEffects,
  type ReturnEvent,
  rejectionProblems,
} from '@cho-dep/core/returns/return-machine';
import type { ReturnActor } from '@cho-dep/core/returns/return-statuses';
import type { Tx } from '@cho-dep/db/client';
import { and, eq } from 'drizzle-orm';
import { recordAdminDecision } from '../admin/record-admin-decision';
import type { AppContext } from '../app/app-context';
import { transitionOrder } from '../orders/transition-order';
import { planRefunds, sendProviderRefunds } from './issue-refunds';
import { restockReturnedItems } from './restock-returned';
import { mediaFolderOf } from './return-media';
import { notifyReturn } from './return-notices';
import { type ReturnRequestRow, refunds, returnRequests } from './returns.tables';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who acts on a request and what they may see: a buyer their own, a seller their shop's. */
export type ReturnScope =
  | { kind: 'buyer'; userId: string }
  | { kind: 'seller'; shopId: string; userId: string }
  | { kind: 'admin'; userId: string }
  | { kind: 'system' };

function inScope(row: ReturnRequestRow, scope: ReturnScope): boolean {
  switch (scope.kind) {
    case 'buyer':
      return row.userId === scope.userId;
    case 'seller':
      return row.shopId === scope.shopId;
    default:
      return true;
  }
}

function actorOf(scope: ReturnScope): ReturnActor {
  return scope.kind;
}

/** What an event writes besides the status (the seller's rejection, the tracking code). */
export type ReturnChanges = Partial<
  Pick<
    ReturnRequestRow,
    'sellerRejectReason' | 'sellerRejectPhoto' | 'sellerRejectEmail' | 'returnTrackingCode' | 'adminNote'
  >
>;

export interface ReturnEventInput {
  requestId: string;
  event: ReturnEvent;
  scope: ReturnScope;
  changes?: ReturnChanges;
  now: Date;
}

/**
 * Moves one request by an event inside the caller's transaction: locks the row, checks the
 * scope (someone else's request is NOT_FOUND), asks the machine, writes the new state and
 * carries out its effects on stock, refunds and the order.
 */
export async function applyReturnEvent(
  tx: Tx,
  input: ReturnEventInput,
): Promise<{ request: ReturnRequestRow; effects: ReturnEffects }> {
  if (!UUID.test(input.requestId)) throw new AppError('NOT_FOUND');
  const [row] = await tx
    .select()
    .from(returnRequests)
    .where(eq(returnRequests.id, input.requestId))
    .for('update');
  if (!row || !inScope(row, input.scope)) throw new AppError('NOT_FOUND');
  const actor = actorOf(input.scope);
  const result = nextReturnState({ status: row.status, refundIssued: row.refundIssued }, input.event, actor);
  if (!result.ok) {
    throw new AppError('RETURN_TRANSITION_REFUSED', { params: { event: input.event, status: row.status } });
  }
  const { state, effects } = result;
  const final = ['buyer_cancelled', 'complaint_resolved', 'refund_successful'].includes(state.status);
  const [request] = await tx
    .update(returnRequests)
    .set({
      ...input.changes,
      status: state.status,
      refundIssued: state.refundIssued,
      updatedAt: input.now,
      ...(input.event === 'seller_agree' || input.event === 'seller_reject'
        ? { sellerDecidedAt: input.now }
        : {}),
      ...(input.event === 'seller_received' ? { receivedAt: input.now } : {}),
      ...(final ? { resolvedAt: input.now } : {}),
    })
    .where(eq(returnRequests.id, row.id))
    .returning();
  if (!request) throw new AppError('INTERNAL');
  if (effects.restock) await restockReturnedItems(tx, row.items, input.now);
  if (effects.issueRefund) {
    await planRefunds(
      tx,
      {
        sourceKey: sourceKeyOf(row.id),
        orderId: row.orderId,
        returnRequestId: row.id,
        amount: row.refundAmount,
        providerMax: row.itemsPaid,
      },
      input.now,
    );
  }
  // The order machine takes these from an admin or the system; a buyer's cancel closes it as the system.
  const orderActor = actor === 'admin' ? 'admin' : 'system';
  const orderScope =
    actor === 'admin'
      ? ({ kind: 'admin', userId: (input.scope as { userId: string }).userId } as const)
      : ({ kind: 'system' } as const);
  if (effects.orderClosed || effects.orderRefunded) {
    await transitionOrder(tx, {
      orderId: row.orderId,
      event: effects.orderClosed ? 'return_closed' : 'refund_completed',
      actor: orderActor,
      scope: orderScope,
      actorId: input.scope.kind === 'system' ? null : input.scope.userId,
      note: `return ${input.event}`,
      now: input.now,
    });
  }
  await notifyReturn(tx, request, input.event, input.now);
  const audited = ADMIN_AUDIT_OF[input.event];
  if (audited && input.scope.kind === 'admin') {
    await recordAdminDecision(tx, {
      adminUserId: input.scope.userId,
      action: audited,
      targetType: 'refund',
      targetId: row.id,
      reason: input.changes?.adminNote ?? null,
      details: { from: row.status, to: request.status, orderId: row.orderId, amount: row.refundAmount },
      now: input.now,
    });
  }
  return { request, effects };
}

/** The admin's refund decisions, written to the admin audit log with the change itself. */
const ADMIN_AUDIT_OF: Partial<Record<ReturnEvent, AdminAuditAction>> = {
  admin_approve: 'refund.approve',
  admin_reject: 'refund.reject',
  admin_complete: 'refund.complete',
};

export function sourceKeyOf(requestId: string): string {
  return `return:${requestId}`;
}

/** Runs one event in its own transaction. */
export function runReturnEvent(ctx: AppContext, input: ReturnEventInput) {
  return ctx.database.db.transaction((tx) => applyReturnEvent(tx, input));
}

export function sellerReject(
  ctx: AppContext,
  input: {
    requestId: string;
    shopId: string;
    userId: string;
    reason: string;
    photoId: string;
    email: string;
    now: Date;
  },
) {
  const problems = rejectionProblems(input);
  if (problems.length > 0) {
    throw new AppError('VALIDATION_FAILED', {
      fields: problems.map((path) => ({ path, message: `validation.returns.${path}` })),
    });
  }
  if (!input.photoId.startsWith(mediaFolderOf(input.userId))) throw new AppError('RETURN_MEDIA_INVALID');
  return runReturnEvent(ctx, {
    requestId: input.requestId,
    event: 'seller_reject',
    scope: { kind: 'seller', shopId: input.shopId, userId: input.userId },
    changes: {
      sellerRejectReason: input.reason.trim(),
      sellerRejectPhoto: input.photoId,
      sellerRejectEmail: input.email,
    },
    now: input.now,
  });
}

/**
 * The admin's approval: issues the refund (the first time) and sends it to the gateway. It is
 * safe to call again: a second approval of an approved request issues nothing new and only
 * retries a refund the gateway has not confirmed. When every refund has succeeded the request
 * becomes "refund successful" and the order "refunded"; a bank transfer waits for /complete.
 */
export async function approveReturn(
  ctx: AppContext,
  input: { requestId: string; adminId: string },
): Promise<void> {
  const now = ctx.now();
  await ctx.database.db.transaction(async (tx) => {
    if (!UUID.test(input.requestId)) throw new AppError('NOT_FOUND');
    const [row] = await tx
      .select()
      .from(returnRequests)
      .where(eq(returnRequests.id, input.requestId))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND');
    // Already approved: nothing new is issued; below, an unconfirmed refund is only retried.
    if (row.refundIssued && (row.status === 'refund_in_transit' || row.status === 'refund_successful'))
      return;
    await applyReturnEvent(tx, {
      requestId: row.id,
      event: 'admin_approve',
      scope: { kind: 'admin', userId: input.adminId },
      now,
    });
  });
  const sent = await sendProviderRefunds(
    ctx,
    sourceKeyOf(input.requestId),
    `Hoan tien tra hang ${input.requestId.slice(0, 8)}`,
  );
  if (sent.allSucceeded) await finishIfRefunded(ctx, input.requestId);
  else if (sent.failed.some((code) => code !== 'processing')) {
    throw new AppError('REFUND_FAILED', { detail: sent.failed.join(',') });
  }
}

/** Every refund succeeded: the request is done (system event), unless another call already finished it. */
async function finishIfRefunded(ctx: AppContext, requestId: string): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(returnRequests)
      .where(eq(returnRequests.id, requestId))
      .for('update');
    if (row?.status !== 'refund_in_transit') return;
    await applyReturnEvent(tx, {
      requestId,
      event: 'refund_succeeded',
      scope: { kind: 'system' },
      now: ctx.now(),
    });
  });
}

/**
 * The admin marks the request complete: the bank transfers (cash on delivery, fake-goods
 * compensation) were paid by hand. A provider refund the gateway has not confirmed blocks it.
 */
export async function completeReturn(
  ctx: AppContext,
  input: { requestId: string; adminId: string },
): Promise<void> {
  const now = ctx.now();
  await ctx.database.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(refunds)
      .where(eq(refunds.sourceKey, sourceKeyOf(input.requestId)))
      .for('update');
    if (rows.some((r) => r.method === 'provider' && r.status !== 'succeeded')) {
      throw new AppError('RETURN_TRANSITION_REFUSED', {
        params: { event: 'admin_complete', status: 'refund_pending' },
      });
    }
    await applyReturnEvent(tx, {
      requestId: input.requestId,
      event: 'admin_complete',
      scope: { kind: 'admin', userId: input.adminId },
      now,
    });
    await tx
      .update(refunds)
      .set({ status: 'succeeded', completedAt: now, updatedAt: now })
      .where(
        and(
          eq(refunds.sourceKey, sourceKeyOf(input.requestId)),
          eq(refunds.method, 'bank_transfer'),
          eq(refunds.status, 'pending'),
        ),
      );
  });
}
