import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { guests, sessions, users } from '../accounts/users.tables';
import { addresses } from '../addresses/addresses.tables';
import type { AppContext } from '../app/app-context';
import { HO_CHI_MINH, wardOf } from './address-fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A live session of `userId`, written straight to the table (the session contract: the row
 * keeps the token's SHA-256 hex), so requests go through the real session middleware with
 * `Authorization: Bearer <token>`. Returns the token.
 */
async function openSession(ctx: AppContext, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  await ctx.database.db.insert(sessions).values({
    userId,
    tokenHash: createHash('sha256').update(token).digest('hex'),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 30 * DAY_MS),
  });
  return token;
}

/** Bearer headers for an existing user (a shop's owner, say). */
export async function signIn(ctx: AppContext, userId: string): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await openSession(ctx, userId)}` };
}

/** A new user with a live session. */
export async function insertSignedInUser(
  ctx: AppContext,
  values: Partial<typeof users.$inferInsert> = {},
): Promise<{ userId: string; token: string; headers: Record<string, string> }> {
  const suffix = randomBytes(6).toString('hex');
  const [user] = await ctx.database.db
    .insert(users)
    .values({
      email: `user-${suffix}@example.vn`,
      emailVerified: true,
      passwordHash: 'not-used-in-these-tests',
      fullName: 'Nguyễn Thị Lan',
      ...values,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned nothing');
  const token = await openSession(ctx, user.id);
  return { userId: user.id, token, headers: { authorization: `Bearer ${token}` } };
}

/** A signed-in buyer (Bearer token) with a default address in Hồ Chí Minh City. */
export async function insertBuyer(ctx: AppContext) {
  const buyer = await insertSignedInUser(ctx);
  const [address] = await ctx.database.db
    .insert(addresses)
    .values({
      userId: buyer.userId,
      recipientName: 'Nguyễn Thị Lan',
      phone: '+84901234567',
      country: 'VN',
      provinceCode: HO_CHI_MINH,
      provinceName: 'Thành phố Hồ Chí Minh',
      wardCode: await wardOf(ctx, HO_CHI_MINH),
      wardName: 'Phường Sài Gòn',
      specificAddress: '45 Lê Lợi',
      type: 'home',
      deliveryTime: 'all_days',
      isDefault: true,
    })
    .returning({ id: addresses.id });
  if (!address) throw new Error('address insert returned nothing');
  return { ...buyer, addressId: address.id };
}

/** A guest identity (as the guest cookie names one), for service-level checkouts. */
export async function insertGuest(ctx: AppContext): Promise<string> {
  const [guest] = await ctx.database.db
    .insert(guests)
    .values({ tokenHash: randomUUID(), expiresAt: new Date(ctx.now().getTime() + DAY_MS) })
    .returning({ id: guests.id });
  if (!guest) throw new Error('guest insert returned nothing');
  return guest.id;
}
