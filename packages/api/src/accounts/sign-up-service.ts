import { randomBytes } from 'node:crypto';
import type { RegisterGuestInput, RegisterInput } from '@cho-dep/core/accounts/account-schemas';
import { signUpCharges } from '@cho-dep/core/accounts/throttle-policy';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Language } from '@cho-dep/core/locale/locales';
import { normaliseEmail, normalisePhone } from '@cho-dep/core/verification/verification-target';
import { translate } from '@cho-dep/i18n/translate';
import { eq } from 'drizzle-orm';
import type { AppContext, RequestInfo } from '../app/app-context';
import { renderMail } from '../outbox/mail-layout';
import { enqueueMail, enqueueSms } from '../outbox/outbox-service';
import { consumeCode, issueCode, spendSendBudget } from '../verification/verification-service';
import { markGuestConverted } from './guest-service';
import { hashPassword } from './password-hash';
import { spend } from './throttle-counters';
import { findUserByIdentifier, insertUser, type UserRow } from './user-records';
import { users } from './users.tables';

/**
 * Sign-up in two steps (decision 029), so the form never tells who has an account:
 * 1. `requestSignUp` answers the same whatever the address: "we sent you a code". A new
 *    address gets a code and the sign-up waits in the shared store under a random ticket;
 *    an address that already has an account gets a "you already have an account" message
 *    instead (same send budgets, same answer, a ticket that leads nowhere).
 * 2. `confirmSignUp` with the ticket and the code creates the account, its address verified.
 * The ticket ties the code to the sign-up that asked for it: someone signing up the same
 * address with their own password cannot slip their password into another person's sign-up.
 * The quick account after a guest order goes the same way, the guest turned into the account
 * at the confirmation (its cart and orders follow at the login).
 */

export interface SignUpStarted {
  channel: 'email' | 'sms';
  ticket: string;
}

interface PendingSignUp {
  target: string;
  channel: 'email' | 'sms';
  email?: string;
  phone?: string;
  fullName: string;
  passwordHash: string;
  language: Language;
  country: 'VN' | 'KO';
  /** A quick account after a guest order: the guest becomes this account. */
  guestId?: string;
}

const PENDING_SECONDS = LIMITS.verification.codeTtlMinutes * 60;
const pendingKey = (ticket: string) => `signup:pending:${ticket}`;

export async function requestSignUp(
  ctx: AppContext,
  input: RegisterInput | RegisterGuestInput,
  info: Pick<RequestInfo, 'language' | 'country' | 'ip'>,
  options: { guestId?: string } = {},
): Promise<SignUpStarted> {
  await spend(ctx, signUpCharges({ ip: info.ip }));
  const email = input.email ? normaliseEmail(input.email) : undefined;
  const phone = input.phone ? (normalisePhone(input.phone) ?? undefined) : undefined;
  const channel = email ? 'email' : 'sms';
  const target = email ?? phone;
  if (!target) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'email', message: 'validation.account.emailOrPhone' }],
    });
  }
  // Hashed on both paths, so the time taken does not tell a new address from a known one.
  const passwordHash = await hashPassword(input.password);
  const ticket = randomBytes(24).toString('base64url');
  const existing = await findUserByIdentifier(ctx.database.db, {
    kind: email ? 'email' : 'phone',
    value: target,
  });
  if (existing) {
    await sendAlreadyRegistered(ctx, {
      target,
      channel,
      language: existing.language ?? info.language,
      ip: info.ip,
    });
    return { channel, ticket };
  }
  const pending: PendingSignUp = {
    target,
    channel,
    email,
    phone,
    fullName: input.fullName,
    passwordHash,
    language: info.language,
    country: info.country,
    guestId: options.guestId,
  };
  await issueCode(ctx, {
    purpose: email ? 'verify_email' : 'verify_phone',
    template: 'sign_up',
    target,
    channel,
    language: info.language,
    ip: info.ip,
  });
  await ctx.store.set(pendingKey(ticket), JSON.stringify(pending), PENDING_SECONDS);
  return { channel, ticket };
}

/**
 * Creates the account once the code sent to its address is given back with the ticket. A
 * wrong code (or a ticket of an address that already had an account) answers CODE_INVALID,
 * like any wrong code; a phone given beside the email is kept only if still free.
 */
export async function confirmSignUp(
  ctx: AppContext,
  input: { ticket: string; code: string },
  ip: string,
): Promise<UserRow> {
  const raw = await ctx.store.get(pendingKey(input.ticket));
  const pending = raw ? (JSON.parse(raw) as PendingSignUp) : undefined;
  // Without a sign-up behind the ticket the code is still checked (and counted) against the
  // ticket itself, so the answer and the cost are those of a wrong code.
  await consumeCode(ctx, {
    purpose: pending?.channel === 'sms' ? 'verify_phone' : 'verify_email',
    target: pending?.target ?? `ticket:${input.ticket}`,
    code: input.code,
    ip,
    unowned: true,
  });
  if (!pending) throw new AppError('CODE_INVALID');
  await ctx.store.delete(pendingKey(input.ticket));
  const phoneFree =
    pending.phone && pending.channel === 'email'
      ? !(await findUserByIdentifier(ctx.database.db, { kind: 'phone', value: pending.phone }))
      : true;
  return ctx.database.db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      email: pending.email,
      phone: phoneFree ? pending.phone : undefined,
      fullName: pending.fullName,
      passwordHash: pending.passwordHash,
      language: pending.language,
      country: pending.country,
      now: ctx.now(),
    });
    if (pending.guestId) await markGuestConverted(ctx, tx, pending.guestId, user.id);
    const verified = pending.channel === 'email' ? { emailVerified: true } : { phoneVerified: true };
    const [row] = await tx.update(users).set(verified).where(eq(users.id, user.id)).returning();
    return row ?? user;
  });
}

async function sendAlreadyRegistered(
  ctx: AppContext,
  input: { target: string; channel: 'email' | 'sms'; language: Language; ip: string },
): Promise<void> {
  await spendSendBudget(ctx, { target: input.target, ip: input.ip });
  const t = (key: string) => translate(input.language, `verification.already_registered.${key}`);
  const template = 'verification.already_registered';
  if (input.channel === 'sms') {
    await enqueueSms(ctx.database.db, { to: input.target, text: t('sms'), template });
    return;
  }
  const { text, html } = renderMail(input.language, {
    heading: t('heading'),
    intro: [t('intro')],
    outro: [t('action'), translate(input.language, 'verification.notYou')],
  });
  await enqueueMail(ctx.database.db, { to: input.target, subject: t('subject'), text, html, template });
}
