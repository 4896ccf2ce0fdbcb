import { KOL_NICHES, SOCIAL_PLATFORMS } from '@cho-dep/core/affiliate/affiliate-input-schemas';
import { z } from '@hono/zod-openapi';

export const kolApplicationViewSchema = z
  .object({
    userId: z.string(),
    status: z.enum(['pending', 'approved', 'rejected']),
    channels: z.array(
      z.object({ platform: z.enum(SOCIAL_PLATFORMS), url: z.string(), followers: z.number().int() }),
    ),
    niches: z.array(z.enum(KOL_NICHES)),
    intro: z.string(),
    bankName: z.string(),
    /** Only the last four digits are shown back; the full number stays with the payouts. */
    bankAccountMasked: z.string(),
    accountHolder: z.string(),
    taxCode: z.string(),
    rejectReason: z.string().nullable(),
    appliedAt: z.string(),
    decidedAt: z.string().nullable(),
    approvedAt: z.string().nullable(),
  })
  .openapi('KolApplication');
export type KolApplicationView = z.infer<typeof kolApplicationViewSchema>;

/** The admin's row: the application and who applied. */
export const adminKolSchema = kolApplicationViewSchema
  .extend({ fullName: z.string(), email: z.string().nullable(), bankAccount: z.string() })
  .openapi('AdminKolApplication');
export type AdminKolView = z.infer<typeof adminKolSchema>;
