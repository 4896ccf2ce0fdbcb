import { COUNTRIES, LANGUAGES } from '@cho-dep/core/locale/locales';
import { formatPhoneDisplay } from '@cho-dep/core/phone/phone-display';
import { BODY_MEASUREMENT_KEYS, GENDERS } from '@cho-dep/core/profile/profile-schemas';
import { z } from '@hono/zod-openapi';
import { kolInfoSchema, linkViews, type UserLinks, userShopSchema } from '../accounts/user-view';
import type { users } from '../accounts/users.tables';

const bodyMeasurementsSchema = z
  .object(Object.fromEntries(BODY_MEASUREMENT_KEYS.map((key) => [key, z.number().optional()])))
  .openapi('BodyMeasurements', { description: 'Height in cm, weight in kg, the rest in cm' });

/** GET profile/me: the shape of the original community API (snake_case flags kept). */
export const profileViewSchema = z
  .object({
    _id: z.string().uuid(),
    avatar: z.string().nullable(),
    userName: z.string().openapi({ description: 'The display name; the product has one name field' }),
    fullName: z.string(),
    birthDate: z.string().nullable().openapi({ example: '1995-03-02' }),
    gender: z.enum(GENDERS).nullable(),
    email: z.string().nullable(),
    email_verified: z.boolean(),
    phone: z.string().nullable().openapi({ example: '+84912345678' }),
    /** The phone as pages show it (product.md §5), formatted here to keep the parser off the browser. */
    phoneDisplay: z.string().nullable().openapi({ example: '(+84) 912 345 678' }),
    phone_verified: z.boolean(),
    idNumber: z.string().nullable(),
    taxCode: z.string().nullable(),
    bank: z.object({
      name: z.string().nullable(),
      account: z.string().nullable(),
      branch: z.string().nullable(),
    }),
    /** The bank fields again, flat, as the update form sends them. */
    bankName: z.string().nullable(),
    bankAccount: z.string().nullable(),
    bankBranch: z.string().nullable(),
    roles: z.array(z.string()),
    shop: userShopSchema,
    kol_info: kolInfoSchema,
    bodyMeasurements: bodyMeasurementsSchema,
    language: z.enum(LANGUAGES),
    country: z.enum(COUNTRIES),
  })
  .openapi('Profile');

export type ProfileView = z.infer<typeof profileViewSchema>;
export type UserRow = typeof users.$inferSelect;

export function toProfileView(user: UserRow, links: UserLinks = { shop: null, kol: null }): ProfileView {
  return {
    _id: user.id,
    avatar: user.avatarUrl,
    userName: user.fullName,
    fullName: user.fullName,
    birthDate: user.birthDate,
    gender: user.gender,
    email: user.email,
    email_verified: user.emailVerified,
    phone: user.phone,
    phoneDisplay: formatPhoneDisplay(user.phone),
    phone_verified: user.phoneVerified,
    idNumber: user.idNumber,
    taxCode: user.taxCode,
    bank: { name: user.bankName, account: user.bankAccount, branch: user.bankBranch },
    bankName: user.bankName,
    bankAccount: user.bankAccount,
    bankBranch: user.bankBranch,
    roles: user.roles,
    ...linkViews(links),
    bodyMeasurements: user.bodyMeasurements ?? {},
    language: user.language,
    country: user.country,
  };
}
