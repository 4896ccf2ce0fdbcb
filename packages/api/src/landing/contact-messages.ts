import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import {
  CONTACT_STATUSES,
  type ContactMessageInput,
  type ContactStatus,
} from '@cho-dep/core/landing/contact-message-schema';
import { outreachCharges } from '@cho-dep/core/social-feedback/outreach-throttle';
import type { Db } from '@cho-dep/db/client';
import { count, desc, eq } from 'drizzle-orm';
import { spend } from '../accounts/throttle-counters';
import { recordAdminDecision } from '../admin/record-admin-decision';
import { UUID } from '../admin/uuid';
import type { AppContext, RequestInfo } from '../app/app-context';
import { contactMessages } from './contact-messages.tables';

type Row = typeof contactMessages.$inferSelect;
const PAGE_SIZE = LIMITS.contact.pageSize;

export interface ContactMessageView {
  id: string;
  name: string;
  email: string;
  phone: string;
  website: string;
  message: string;
  status: ContactStatus;
  language: 'vi' | 'en' | 'ko';
  readAt: string | null;
  createdAt: string;
}

const view = (row: Row): ContactMessageView => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  website: row.website,
  message: row.message,
  status: row.status,
  language: row.language,
  readAt: row.readAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** POST /api/v1/public/contact-messages: a visitor's message, counted against their IP and device. */
export async function sendContactMessage(ctx: AppContext, info: RequestInfo, input: ContactMessageInput) {
  await spend(ctx, outreachCharges('contact', { ip: info.ip, deviceId: info.deviceId }));
  const [row] = await ctx.database.db
    .insert(contactMessages)
    .values({ ...input, email: input.email.toLowerCase(), language: info.language, createdAt: ctx.now() })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message insert returned nothing');
  return { id: row.id };
}

/** How many messages stand in each status (the inbox's tabs, the admin home's count of new ones). */
export async function contactMessageCounts(db: Db): Promise<Record<ContactStatus, number>> {
  const rows = await db
    .select({ status: contactMessages.status, n: count() })
    .from(contactMessages)
    .groupBy(contactMessages.status);
  return Object.fromEntries(
    CONTACT_STATUSES.map((s) => [s, rows.find((r) => r.status === s)?.n ?? 0]),
  ) as Record<ContactStatus, number>;
}

/** The admin's inbox: one status, newest first. */
export async function listContactMessages(db: Db, status: ContactStatus, page: number) {
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.status, status))
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    contactMessageCounts(db),
  ]);
  return { items: rows.map(view), total: counts[status], page, pageSize: PAGE_SIZE, counts };
}

/**
 * One message as the admin opens it: a new one becomes read (and when), under its row lock
 * so two admins opening it at once leave one read time.
 */
export async function openContactMessage(ctx: AppContext, id: string): Promise<ContactMessageView> {
  if (!UUID.test(id)) throw new AppError('NOT_FOUND');
  return ctx.database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status !== 'new') return view(row);
    const [read] = await tx
      .update(contactMessages)
      .set({ status: 'read', readAt: ctx.now() })
      .where(eq(contactMessages.id, id))
      .returning();
    return view(read ?? row);
  });
}

/** The admin marks a message read, answered (they wrote back from their own mail) or new again; audited. */
export async function setContactStatus(
  ctx: AppContext,
  adminUserId: string,
  id: string,
  status: ContactStatus,
) {
  if (!UUID.test(id)) throw new AppError('NOT_FOUND');
  const now = ctx.now();
  return ctx.database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND');
    const [changed] = await tx
      .update(contactMessages)
      .set({ status, readAt: status === 'new' ? null : (row.readAt ?? now) })
      .where(eq(contactMessages.id, id))
      .returning();
    await recordAdminDecision(tx, {
      adminUserId,
      action: 'contact_message.status',
      targetType: 'contact_message',
      targetId: id,
      details: { from: row.status, to: status },
      now,
    });
    return view(changed ?? row);
  });
}
