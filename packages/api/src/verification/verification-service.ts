import { randomUUID } from 'node:crypto';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Language } from '@cho-dep/core/locale/locales';
import {
  codeExpiresAt,
  codeState,
  failuresExhausted,
  sendsExceeded,
  type VerificationPurpose,
} from '@cho-dep/core/verification/code-rules';
import { normaliseTarget } from '@cho-dep/core/verification/verification-target';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { codeMatches, drawCode, hashCode } from './code-hash';
import { enqueueCodeMessage } from './code-message';
import { verificationCodes } from './verification.tables';

const SEND_WINDOW_SECONDS = LIMITS.verification.sendWindowMinutes * 60;
const FAILURE_WINDOW_SECONDS = 60;

/**
 * Sends a new one-time code. Earlier unused codes for the same purpose and target stop
 * working, the new code is stored (hashed), and the mail or SMS is queued, all in one
 * transaction. At most five sends per target (and per account) in ten minutes.
 */
export async function issueCode(
  ctx: AppContext,
  input: {
    purpose: VerificationPurpose;
    target: string;
    userId?: string;
    channel: 'email' | 'sms';
    language: Language;
  },
): Promise<void> {
  const target = normaliseTarget(input.target);
  const counters = [`verify:send:target:${target}`];
  if (input.userId) counters.push(`verify:send:user:${input.userId}`);
  const sends = await Promise.all(counters.map((key) => ctx.store.increment(key, SEND_WINDOW_SECONDS)));
  if (sends.some(sendsExceeded)) throw new AppError('RATE_LIMITED');

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
      purpose: input.purpose,
      target,
      code,
      channel: input.channel,
      language: input.language,
    });
  });
}

type ConsumeOutcome = { kind: 'ok'; userId: string | null } | { kind: 'invalid' } | { kind: 'expired' };

/**
 * Checks a code against the newest one sent for this purpose and target (and user, when
 * given) and uses it up. Wrong codes count towards a limit of five failures a minute per
 * target, per account and per IP; past it every try is refused with RATE_LIMITED, right or
 * wrong, so guessing cannot go on. (Two tries racing may both pass the check; the per-code
 * failure cap in the row, updated under a row lock, still bounds guessing.)
 */
export async function consumeCode(
  ctx: AppContext,
  input: { purpose: VerificationPurpose; target: string; code: string; ip: string; userId?: string },
): Promise<{ userId: string | null }> {
  const target = normaliseTarget(input.target);
  const counters = [`verify:fail:target:${target}`, `verify:fail:ip:${input.ip}`];
  if (input.userId) counters.push(`verify:fail:user:${input.userId}`);
  const failures = await Promise.all(counters.map((key) => ctx.store.get(key)));
  if (failures.some((value) => failuresExhausted(Number(value ?? 0)))) {
    throw new AppError('RATE_LIMITED');
  }

  const now = ctx.now();
  const outcome = await ctx.database.db.transaction(async (tx): Promise<ConsumeOutcome> => {
    const conditions = [eq(verificationCodes.purpose, input.purpose), eq(verificationCodes.target, target)];
    if (input.userId) conditions.push(eq(verificationCodes.userId, input.userId));
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
    await Promise.all(counters.map((key) => ctx.store.increment(key, FAILURE_WINDOW_SECONDS)));
    throw new AppError('CODE_INVALID');
  }
  return { userId: outcome.userId };
}
