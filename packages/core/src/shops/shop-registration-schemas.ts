import { z } from 'zod';
import { BUSINESS_TYPES } from '../catalog/catalog-states';
import { LIMITS } from '../constants/limits';
import { isValidCitizenId, normaliseCitizenId } from './citizen-id';
import { SELLING_PLATFORMS } from './selling-platforms';
import { normaliseTaxCode, taxCodeKind } from './tax-code';

const S = LIMITS.shop;

/** A private document key the applicant uploaded (ID card or licence photo); ownership is the server's check. */
export const documentKeySchema = z
  .string()
  .trim()
  .regex(/^private\/[a-z-]+\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.webp$/, 'validation.shop.photoRequired');

/** A CMND or CCCD as typed (spaces allowed), stored as its digits. */
function citizenIdSchema(currentYear: number) {
  return z
    .string()
    .trim()
    .min(1)
    .max(20)
    .transform(normaliseCitizenId)
    .refine((value) => isValidCitizenId(value, currentYear), 'validation.profile.idNumber');
}

/** Step 1 (product.md §3): shop name, registered business or not, category, address. */
export const shopRegistrationStep1Schema = z.object({
  name: z.string().trim().min(S.nameMin).max(S.nameMax),
  isBusiness: z.boolean(),
  /** A top-level category (men, women, accessories, other, cosmetics); the server checks it is one. */
  mainCategoryId: z.uuid('validation.shop.category'),
  provinceCode: z.string().trim().min(1).max(10),
  wardCode: z.string().trim().min(1).max(10),
  street: z.string().trim().min(S.streetMin).max(S.streetMax),
});
export type ShopRegistrationStep1 = z.infer<typeof shopRegistrationStep1Schema>;

/**
 * Step 2: owner and documents, selling platforms, description. `currentYear` is the year in
 * Vietnam (a CCCD birth year cannot be after it); `isBusiness` is step 1's answer.
 *
 * The business licence photo (product.md §5 lists it as required) is required from an
 * enterprise or a registered household business; a personal seller with no registered
 * business has no licence to show, and may send none.
 * The tax code of an enterprise is its 10-digit MST (or 10-3 for a branch); a person or a
 * household may also give the 12-digit CCCD, their tax code since 1 July 2025.
 */
export function shopRegistrationStep2Schema(context: { currentYear: number; isBusiness: boolean }) {
  return z
    .object({
      ownerFullName: z.string().trim().min(S.ownerNameMin).max(S.ownerNameMax),
      idNumber: citizenIdSchema(context.currentYear),
      idFrontKey: documentKeySchema,
      idBackKey: documentKeySchema,
      taxCode: z.string().trim().min(1).max(20).transform(normaliseTaxCode),
      bankName: z.string().trim().min(1).max(S.bankNameMax),
      bankAccount: z
        .string()
        .trim()
        .regex(
          new RegExp(`^\\d{${S.bankAccountMinDigits},${S.bankAccountMaxDigits}}$`),
          'validation.shop.bankAccount',
        ),
      bankBranch: z.string().trim().min(1).max(S.bankBranchMax),
      businessType: z.enum(BUSINESS_TYPES),
      licenceKey: documentKeySchema.nullable().optional(),
      platforms: z.array(z.enum(SELLING_PLATFORMS)).min(1, 'validation.shop.platformRequired'),
      platformLink: z.string().trim().max(S.platformLinkMax).nullable().optional(),
      description: z.string().trim().min(S.descriptionMin).max(S.descriptionMax),
    })
    .superRefine((value, ctx) => {
      const kind = taxCodeKind(value.taxCode, context.currentYear);
      if (!kind) {
        ctx.addIssue({ code: 'custom', path: ['taxCode'], message: 'validation.profile.taxCode' });
      } else if (value.businessType === 'enterprise' && kind === 'personal') {
        ctx.addIssue({ code: 'custom', path: ['taxCode'], message: 'validation.shop.taxCodeEnterprise' });
      }
      if (value.idFrontKey === value.idBackKey) {
        ctx.addIssue({ code: 'custom', path: ['idBackKey'], message: 'validation.shop.samePhoto' });
      }
      if (licenceRequired(value.businessType, context.isBusiness) && !value.licenceKey) {
        ctx.addIssue({ code: 'custom', path: ['licenceKey'], message: 'validation.shop.licenceRequired' });
      }
      const platforms = new Set(value.platforms);
      if (platforms.size !== value.platforms.length) {
        ctx.addIssue({ code: 'custom', path: ['platforms'], message: 'validation.invalidEnum' });
      }
      if (platforms.has('none') && platforms.size > 1) {
        ctx.addIssue({ code: 'custom', path: ['platforms'], message: 'validation.shop.platformNoneAlone' });
      }
      if (platformLinkRequired(value.platforms) && !isWebLink(value.platformLink ?? '')) {
        ctx.addIssue({ code: 'custom', path: ['platformLink'], message: 'validation.shop.platformLink' });
      }
    });
}
export type ShopRegistrationStep2 = z.infer<ReturnType<typeof shopRegistrationStep2Schema>>;

/** The licence is asked of enterprises and of registered businesses (see the schema's note). */
export function licenceRequired(businessType: (typeof BUSINESS_TYPES)[number], isBusiness: boolean): boolean {
  return businessType === 'enterprise' || isBusiness;
}

/** A link to the existing shop is required unless the applicant sells nowhere yet. */
export function platformLinkRequired(platforms: readonly string[]): boolean {
  return !(platforms.length === 1 && platforms[0] === 'none');
}

function isWebLink(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The ID card a user verifies before registering (product.md §4, Identity verification). */
export function identityCardSchema(currentYear: number) {
  return z.object({
    idNumber: citizenIdSchema(currentYear),
  });
}

/** The ID card form: the number and both photos chosen (the API receives the files as multipart). */
export function identityCardFormSchema(currentYear: number) {
  const photo = z.custom<object>(
    (value) => typeof value === 'object' && value !== null,
    'validation.shop.photoRequired',
  );
  return identityCardSchema(currentYear).extend({ front: photo, back: photo });
}
