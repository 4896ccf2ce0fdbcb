import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { COUNTRIES } from '../locale/locales';
import { smsPhoneProblem } from '../phone/phone-number';

const A = LIMITS.address;

export const ADDRESS_TYPES = ['home', 'company'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** Desired delivery time (product.md §3): all days, office hours Mon–Fri 8:00–17:00, any time. */
export const DELIVERY_TIMES = ['all_days', 'office_hours', 'any_time'] as const;
export type DeliveryTime = (typeof DELIVERY_TIMES)[number];

const POSTAL_CODE = { KO: /^\d{5}$/, VN: /^\d{5,6}$/ } as const;

/**
 * A saved delivery address as a form sends it. `city` is the province code (Vietnamese
 * two-level code such as '79', or a Korean division such as 'KR-11'); `ward` is the ward
 * code in Vietnam; `district` is free text for Korea and for legacy Vietnamese addresses.
 * Whether the ward belongs to the province is checked by the server against the data.
 */
export const addressInputSchema = z
  .object({
    name: z.string().trim().min(A.recipientNameMin).max(A.recipientNameMax),
    phone: z.string().trim().min(1).max(32),
    country: z.enum(COUNTRIES).default('VN'),
    city: z.string().trim().min(1).max(10),
    district: z.string().trim().max(A.districtMax).nullable().optional(),
    ward: z.string().trim().max(10).nullable().optional(),
    specificAddress: z.string().trim().min(A.specificAddressMin).max(A.specificAddressMax),
    postalCode: z.string().trim().max(10).nullable().optional(),
    type: z.enum(ADDRESS_TYPES).default('home'),
    deliveryTime: z.enum(DELIVERY_TIMES).default('all_days'),
    isDefault: z.boolean().default(false),
    isPickup: z.boolean().default(false),
    isDefaultReturn: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    // Carriers and the shop text the recipient about the delivery: the phone must be a mobile.
    const phoneProblem = smsPhoneProblem(value.phone, value.country);
    if (phoneProblem) ctx.addIssue({ code: 'custom', path: ['phone'], message: phoneProblem });
    const postal = value.postalCode ?? '';
    if (value.country === 'KO') {
      if (!POSTAL_CODE.KO.test(postal)) {
        ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'validation.address.postalCodeKo' });
      }
      if (!value.district) {
        ctx.addIssue({ code: 'custom', path: ['district'], message: 'validation.required' });
      }
    } else {
      if (postal !== '' && !POSTAL_CODE.VN.test(postal)) {
        ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'validation.address.postalCodeVn' });
      }
      if (!value.ward) {
        ctx.addIssue({ code: 'custom', path: ['ward'], message: 'validation.required' });
      }
    }
  });

export type AddressInput = z.infer<typeof addressInputSchema>;

/** One line for labels and order summaries, most specific part first, as Vietnamese write it. */
export function formatAddressLine(parts: {
  specificAddress: string;
  wardName?: string | null;
  district?: string | null;
  provinceName?: string | null;
}): string {
  return [parts.specificAddress, parts.wardName, parts.district, parts.provinceName]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part))
    .join(', ');
}
