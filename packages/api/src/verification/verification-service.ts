import { randomUUID } from 'node:crypto';
import { codeCharges, sendCharges } from '@cho-dep/core/accounts/throttle-policy';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Language } from '@cho-dep/core/locale/locales';
import { codeExpiresAt, codeState, type VerificationPurpose } from '@cho-dep/core/verification/code-rules';
import { normaliseTarget } from '@cho-dep/core/verification/verification-target';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { assertRoomFor, countFailure, forgive, spend } from '../accounts/throttle-counters';
import type { AppContext } from '../app/app-context';
import { codeMatches, drawCode, hashCode } from './code-hash';
import { type CodeTemplate, enqueueCodeMessage } from './code-message';
import { verificationCodes } from './verification.tables';

/**
 * Spends the send budgets of one mail or SMS to `target` (per target, per account, per IP,
 * each per 10 minutes and per day): every code and every notice goes through here, so
 * nobody can pump messages to a number or an inbox through any door.
 */
export async function spendSendBudget(
  ctx: AppContext,
  input: { target: string; ip: string; userId?: string },
): Promise<void> {
  await spend(ctx, sendCharges({ ...input, target: normaliseTarget(input.target) }));
}

/**
 * Sends a new one-time code. Earlier unused codes of the same owner (the account, or nobody
 * for a sign-up) for the same purpose and target stop working, the new code is stored
 * (hashed), and the mail or SMS is queued, all in one transaction. The send budgets are
 * spent first (RATE_LIMITED with the wait when one is used up).
 */
export async function issueCode(
  ctx: AppContext,
  input: {
    purpose: VerificationPurpose;
    target: string;
    userId?: string;
    channel: 'email' | 'sms';
    language: Language;
    ip: string;
    /** The wording of the message, when it is not the purpose's own (a sign-up code). */
    template?: CodeTemplate;
  },
): Promise<void> {
  const target = normaliseTarget(input.target);
  await spendSendBudget(ctx, { target, ip: input.ip, userId: input.userId });

  const now = ctx.now();
  const id = randomUUID();
  const code = drawCode();
  await ctx.database.db.transaction(async (tx) => {
    // Superseded codes expire now: only the newest code sent is ever accepted.
    await tx
      .update(verificationCodes)
      .set({ expiresAt: now })
      .where(
        and(
          eq(verificationCodes.purpose, input.purpose),
          eq(verificationCodes.target, target),
          input.userId ? eq(verificationCodes.userId, input.userId) : isNull(verificationCodes.userId),
          isNull(verificationCodes.usedAt),
          gt(verificationCodes.expiresAt, now),
        ),
      );
    await tx.insert(verificationCodes).values({
      id,
      purpose: input.purpose,
      target,
      userId: input.userId ?? null,
      codeHash: hashCode(code, id),
      expiresAt: codeExpiresAt(now),
      createdAt: now,
    });
    await enqueueCodeMessage(tx, {
      purpose: input.template ?? input.purpose,
      target,
      code,
      channel: input.channel,
      language: input.language,
    });
  });
}

type ConsumeOutcome = { kind: 'ok'; userId: string | null } | { kind: 'invalid' } | { kind: 'expired' };

/**
 * Checks a code against the newest one sent for this purpose and target (and owner: the
 * account when given, or no account for a sign-up) and uses it up. Every try counts per target
 * (and per account) before it is checked, five a minute; wrong ones also count per IP, at a
 * bar only a guessing machine reaches, so wrong codes for other people behind the same NAT
 * never block a right one. The per-code failure cap in the row, updated under a row lock,
 * bounds guessing across windows.
 */
export async function consumeCode(
  ctx: AppContext,
  input: {
    purpose: VerificationPurpose;
    target: string;
    code: string;
    ip: string;
    userId?: string;
    /** A sign-up code: sent before the account exists, so it has no owner. */
    unowned?: boolean;
  },
): Promise<{ userId: string | null }> {
  const target = normaliseTarget(input.target);
  const charges = codeCharges({ target, ip: input.ip, userId: input.userId });
  await assertRoomFor(ctx, charges.perFailure);
  await spend(ctx, charges.perTry);

  const now = ctx.now();
  const outcome = await ctx.database.db.transaction(async (tx): Promise<ConsumeOutcome> => {
    const conditions = [eq(verificationCodes.purpose, input.purpose), eq(verificationCodes.target, target)];
    if (input.userId) conditions.push(eq(verificationCodes.userId, input.userId));
    if (input.unowned) conditions.push(isNull(verificationCodes.userId));
    const [row] = await tx
      .select()
      .from(verificationCodes)
      .where(and(...conditions))
      .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.expiresAt))
      .limit(1)
      .for('update');
    if (!row) return { kind: 'invalid' };
    if (codeState(row, now) !== 'usable') return { kind: 'expired' };
    if (!codeMatches(input.code.trim(), row.id, row.codeHash)) {
      await tx
        .update(verificationCodes)
        .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
        .where(eq(verificationCodes.id, row.id));
      return { kind: 'invalid' };
    }
    await tx.update(verificationCodes).set({ usedAt: now }).where(eq(verificationCodes.id, row.id));
    return { kind: 'ok', userId: row.userId };
  });

  if (outcome.kind === 'expired') throw new AppError('CODE_EXPIRED');
  if (outcome.kind === 'invalid') {
    await countFailure(ctx, charges.perFailure);
    throw new AppError('CODE_INVALID');
  }
  await forgive(ctx, charges.perTry);
  return { userId: outcome.userId };
}
