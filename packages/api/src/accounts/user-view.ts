import { z } from '@hono/zod-openapi';
import type { users } from './users.tables';

/**
 * The user as login, registration and profile answers show it. Field names follow the
 * original clients (product.md §3, User profile): `_id`, `email_verified`, `kol_info`.
 * `shop` and `kol_info` stay null until the shop and affiliate modules fill them.
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
    shop: z.null(),
    kol_info: z.null(),
  })
  .openapi('User');

export type UserView = z.infer<typeof userViewSchema>;

export function toUserView(user: typeof users.$inferSelect): UserView {
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
    shop: null,
    kol_info: null,
  };
}
