import { z } from '@hono/zod-openapi';
import type { KolStatus } from '../affiliate/kols/kol-status';
import type { OwnerShop } from '../shops/owner-shop';
import type { users } from './users.tables';

/** The user's shop as the original clients read it: its id and whether it may sell yet. */
export const userShopSchema = z
  .object({ _id: z.string().uuid(), is_approved: z.boolean() })
  .nullable()
  .openapi({ description: 'The shop the user owns (_id, is_approved); null when the user does not sell' });

export const kolInfoSchema = z
  .object({ status: z.enum(['pending', 'approved', 'rejected']), approvedAt: z.string().nullable() })
  .nullable()
  .openapi({ description: 'Where the user stands in the affiliate programme; null when never applied' });

/** What login, sign-up and the profile tell about the user's shop and affiliate standing. */
export interface UserLinks {
  shop: OwnerShop | null;
  kol: KolStatus | null;
}

export function linkViews(links: UserLinks) {
  const { shop, kol } = links;
  return {
    shop: shop && { _id: shop.id, is_approved: shop.status === 'approved' },
    kol_info: kol && { status: kol.status, approvedAt: kol.approvedAt?.toISOString() ?? null },
  };
}

/**
 * The user as login, registration and profile answers show it. Field names follow the
 * original clients (product.md §3, User profile): `_id`, `email_verified`, `kol_info`.
 * `shop` and `kol_info` are the same as in the profile, so the app needs no second request.
 */
export const userViewSchema = z
  .object({
    _id: z.string().uuid(),
    fullName: z.string(),
    userName: z.string(),
    email: z.string().nullable(),
    email_verified: z.boolean(),
    phone: z.string().nullable().openapi({ description: 'E.164, for example +84912345678' }),
    phone_verified: z.boolean(),
    avatar: z.string().nullable(),
    roles: z.array(z.string()),
    shop: userShopSchema,
    kol_info: kolInfoSchema,
  })
  .openapi('User');

export type UserView = z.infer<typeof userViewSchema>;

export function toUserView(
  user: typeof users.$inferSelect,
  links: UserLinks = { shop: null, kol: null },
): UserView {
  return {
    _id: user.id,
    fullName: user.fullName,
    // The product has no separate handle: the name shown is the full name (product.md: "userName or full name").
    userName: user.fullName,
    email: user.email,
    email_verified: user.emailVerified,
    phone: user.phone,
    phone_verified: user.phoneVerified,
    avatar: user.avatarUrl,
    roles: user.roles,
    ...linkViews(links),
  };
}
