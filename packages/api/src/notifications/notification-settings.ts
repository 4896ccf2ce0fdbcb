import {
  EMAIL_TYPES,
  type EmailType,
  SELLER_EMAIL_TYPES,
} from '@cho-dep/core/notifications/email-notifications';
import type { Db } from '@cho-dep/db/client';
import { eq } from 'drizzle-orm';
import { users } from '../accounts/users.tables';
import { shops } from '../shops/shops.tables';
import { notificationPreferences } from './notifications.tables';

export interface NotificationSettings {
  /** Each e-mail type, on or off. */
  email: Record<EmailType, boolean>;
  /** The types that concern this member: the buyer's, and the seller's for a shop owner. */
  types: EmailType[];
  /** Whether the account has a confirmed address the mails can go to. */
  hasEmail: boolean;
}

/** The member's e-mail choices: every type on unless switched off. */
export async function readNotificationSettings(db: Db, userId: string): Promise<NotificationSettings> {
  const [[prefs], [user], [shop]] = await Promise.all([
    db
      .select({ emailOff: notificationPreferences.emailOff })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId)),
    db.select({ email: users.email, verified: users.emailVerified }).from(users).where(eq(users.id, userId)),
    db.select({ id: shops.id }).from(shops).where(eq(shops.ownerUserId, userId)).limit(1),
  ]);
  const off = new Set(prefs?.emailOff ?? []);
  const email = Object.fromEntries(EMAIL_TYPES.map((type) => [type, !off.has(type)])) as Record<
    EmailType,
    boolean
  >;
  const types = shop ? [...EMAIL_TYPES] : EMAIL_TYPES.filter((type) => !SELLER_EMAIL_TYPES.includes(type));
  return { email, types, hasEmail: Boolean(user?.email && user.verified) };
}

/** Saves the choices given; types left out keep their setting. */
export async function saveNotificationSettings(
  db: Db,
  userId: string,
  email: Partial<Record<EmailType, boolean>>,
  now: Date,
): Promise<NotificationSettings> {
  const current = await readNotificationSettings(db, userId);
  const next = { ...current.email, ...email };
  const emailOff = EMAIL_TYPES.filter((type) => !next[type]);
  await db
    .insert(notificationPreferences)
    .values({ userId, emailOff, updatedAt: now })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { emailOff, updatedAt: now } });
  return { ...current, email: next };
}
