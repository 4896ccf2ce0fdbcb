import type { KolApplicationInput } from '@cho-dep/core/affiliate/affiliate-input-schemas';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Db, Tx } from '@cho-dep/db/client';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app/app-context';
import { affiliateKols } from '../affiliate.tables';
import type { KolApplicationView } from './kol-schemas';

type KolRow = typeof affiliateKols.$inferSelect;

const masked = (account: string) => `${'•'.repeat(Math.max(0, account.length - 4))}${account.slice(-4)}`;

export function kolApplicationView(row: KolRow): KolApplicationView {
  return {
    userId: row.userId,
    status: row.status,
    channels: row.channels as KolApplicationView['channels'],
    niches: row.niches as KolApplicationView['niches'],
    intro: row.intro,
    bankName: row.bankName,
    bankAccountMasked: masked(row.bankAccount),
    accountHolder: row.accountHolder,
    taxCode: row.taxCode,
    rejectReason: row.rejectReason,
    appliedAt: row.appliedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    approvedAt: row.approvedAt?.toISOString() ?? null,
  };
}

/** The user's application, or null when they never applied. */
export async function myKolApplication(db: Db | Tx, userId: string): Promise<KolApplicationView | null> {
  const [row] = await db.select().from(affiliateKols).where(eq(affiliateKols.userId, userId));
  return row ? kolApplicationView(row) : null;
}

/**
 * A user applies to be a KOL. One record per user, locked while it changes: a pending or
 * approved one refuses a second application; a rejected one may be sent again, which replaces
 * it and waits for the admin anew.
 */
export async function applyAsKol(ctx: AppContext, userId: string, input: KolApplicationInput) {
  const now = ctx.now();
  return ctx.database.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(affiliateKols)
      .where(eq(affiliateKols.userId, userId))
      .for('update');
    if (current && current.status !== 'rejected') throw new AppError('AFFILIATE_ALREADY_APPLIED');
    const values = {
      status: 'pending' as const,
      channels: input.channels,
      niches: input.niches,
      intro: input.intro,
      bankName: input.bankName,
      bankAccount: input.bankAccount,
      accountHolder: input.accountHolder,
      taxCode: input.taxCode,
      rejectReason: null,
      appliedAt: now,
      decidedAt: null,
      decidedBy: null,
      approvedAt: null,
    };
    const [row] = current
      ? await tx.update(affiliateKols).set(values).where(eq(affiliateKols.userId, userId)).returning()
      : await tx
          .insert(affiliateKols)
          .values({ userId, ...values })
          .onConflictDoNothing()
          .returning();
    // Two first applications at once: the other one won.
    if (!row) throw new AppError('AFFILIATE_ALREADY_APPLIED');
    return kolApplicationView(row);
  });
}
