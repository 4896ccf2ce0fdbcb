/**
 * Shop application documents (product.md §3, Shop registration; section 4, Shop
 * application). The shop's own fields (name, slug, status, rejectReason, mainCategoryId,
 * isBusiness, businessType, taxCode, description, provinceCode/wardCode/street) live on
 * `shops`; this table holds what only the review needs. One row per shop.
 *
 * shop_registrations columns:
 * - shop_id            PK, the shop applied for (shops.id; deleted with it).
 * - owner_user_id      the applicant (users.id); equals shops.owner_user_id.
 * - owner_full_name    the owner's legal name as on the ID card (2-40 chars).
 * - id_number          CMND (9 digits) or CCCD (12 digits), validated by core/shops/citizen-id.
 * - id_front_key       storage key of the ID card front photo (private/..., see below).
 * - id_back_key        storage key of the ID card back photo (private/...).
 * - bank_name          bank the payouts go to (free text, e.g. "Vietcombank").
 * - bank_account       account number, digits only.
 * - bank_branch        branch name.
 * - licence_key        storage key of the business licence photo (private/...); null only for a
 *                      personal seller without a registered business.
 * - platforms          where the applicant already sells: core SELLING_PLATFORMS codes
 *                      (facebook, tiktok, shopee, lazada, tiki, website, other, none).
 * - platform_link      URL of the applicant's existing shop; null only when platforms = {none}.
 * - step_reached       1 after step 1 was saved, 2 after step 2 was submitted at least once.
 * - submitted_at       last time step 2 was submitted (the shop went to 'pending'); the reply
 *                      deadline is core approvalReplyBy(submitted_at).
 * - submission_count   how many times it was submitted (2+ = resubmitted after a rejection).
 * - decided_at         when an admin approved or rejected the last submission (null = undecided).
 * - decided_by_user_id the admin who decided.
 * - created_at, updated_at.
 *
 * Document keys start with `private/`: /media/* refuses them; they are served only by
 * GET /api/v1/shop-registration/documents/{key} to the owner and to admins.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/users.tables';
import { shops } from './shops.tables';

export const shopRegistrations = pgTable(
  'shop_registrations',
  {
    shopId: uuid()
      .primaryKey()
      .references(() => shops.id, { onDelete: 'cascade' }),
    ownerUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    ownerFullName: text(),
    idNumber: text(),
    idFrontKey: text(),
    idBackKey: text(),
    bankName: text(),
    bankAccount: text(),
    bankBranch: text(),
    licenceKey: text(),
    platforms: text().array().notNull().default(sql`ARRAY[]::text[]`),
    platformLink: text(),
    stepReached: integer().notNull().default(1),
    submittedAt: timestamp({ withTimezone: true }),
    submissionCount: integer().notNull().default(0),
    decidedAt: timestamp({ withTimezone: true }),
    decidedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shop_registrations_owner_idx').on(t.ownerUserId),
    index('shop_registrations_submitted_idx').on(t.submittedAt),
  ],
);

/**
 * A user's identity verification (product.md §4: phone OTP, email code, ID card photos).
 * Phone and email state live on users (phoneVerified, emailVerified); this row holds the ID
 * card part. One row per user; sending a new card replaces it.
 * - user_id        PK, users.id.
 * - id_number      CMND (9) or CCCD (12 digits); also copied to users.id_number.
 * - front_key, back_key  private storage keys of the card photos.
 * - verified_at    when the card was accepted (format-checked; no manual review).
 */
export const identityVerifications = pgTable('identity_verifications', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  idNumber: text().notNull(),
  frontKey: text().notNull(),
  backKey: text().notNull(),
  verifiedAt: timestamp({ withTimezone: true }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
