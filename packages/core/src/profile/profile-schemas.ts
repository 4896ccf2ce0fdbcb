import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { isValidCitizenId, normaliseCitizenId, readCccd } from '../shops/citizen-id';
import { isValidTaxCode, normaliseTaxCode } from '../shops/tax-code';
import { isRealCalendarDate } from './birth-date';

const P = LIMITS.profile;

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/** An optional text field a form may clear: '' and null both mean "remove". */
function clearable(schema: z.ZodString, isValid: (value: string) => boolean, message: string) {
  return schema
    .refine((value) => value === '' || isValid(value), message)
    .nullable()
    .optional();
}

/**
 * An optional ID number or tax code: the same validators and normal form as shop
 * registration and identity verification (core/shops), so the profile never keeps a number
 * those screens refuse. '' and null still mean "remove".
 */
function identifier(
  normalise: (raw: string) => string,
  isValid: (value: string) => boolean,
  message: string,
) {
  return z
    .string()
    .trim()
    .max(20)
    .transform((value) => (value === '' ? '' : normalise(value)))
    .refine((value) => value === '' || isValid(value), message)
    .nullable()
    .optional();
}

const bankName = () => z.string().trim().max(P.bankNameMax).nullable().optional();
const bankBranch = () => z.string().trim().max(P.bankBranchMax).nullable().optional();
const bankAccount = () =>
  clearable(
    z.string().trim(),
    (value) => new RegExp(`^\\d{${P.bankAccountDigitsMin},${P.bankAccountDigitsMax}}$`).test(value),
    'validation.profile.bankAccount',
  );

/**
 * The account page's "payment info" form (product.md §2, Account menu): the bank the user is
 * paid back to. The page and update-profile check the three fields with these same rules; an
 * empty field clears it.
 */
export const paymentInfoSchema = z.object({
  bankName: bankName(),
  bankAccount: bankAccount(),
  bankBranch: bankBranch(),
});

function birthDateSchema(today: string | undefined) {
  return z
    .string()
    .refine((value) => value === '' || isRealCalendarDate(value), 'validation.profile.birthDateFormat')
    .refine(
      (value) => value === '' || Number(value.slice(0, 4)) >= P.birthYearMin,
      'validation.profile.birthDateFormat',
    )
    .refine(
      (value) => value === '' || today === undefined || value <= today,
      'validation.profile.birthDateFuture',
    )
    .nullable()
    .optional();
}

/**
 * PUT profile/update-profile. Every field is optional (absent = unchanged); '' or null clears
 * an optional field. `today` (YYYY-MM-DD in the user's zone) enables the "not in the future"
 * rule; the server passes it from its clock, a form from the browser's.
 */
export function makeProfileUpdateSchema(today?: string) {
  // A CCCD cannot carry a birth year after this one; without a clock (the OpenAPI document)
  // the year is not checked.
  const year = today ? Number(today.slice(0, 4)) : Number.POSITIVE_INFINITY;
  return z
    .object({
      fullName: z.string().trim().min(LIMITS.account.fullNameMin).max(LIMITS.account.fullNameMax).optional(),
      birthDate: birthDateSchema(today),
      gender: z.enum(GENDERS).nullable().optional(),
      idNumber: identifier(
        normaliseCitizenId,
        (value) => isValidCitizenId(value, year),
        'validation.profile.idNumber',
      ),
      taxCode: identifier(
        normaliseTaxCode,
        (value) => isValidTaxCode(value, year),
        'validation.profile.taxCode',
      ),
      bank: z.object({ name: bankName(), account: bankAccount(), branch: bankBranch() }).optional(),
      // The same three fields flat, as HTML forms send them; `bank` wins when both are sent.
      bankName: bankName(),
      bankAccount: bankAccount(),
      bankBranch: bankBranch(),
    })
    .superRefine((value, ctx) => {
      // A CCCD carries the birth year: when both arrive together they must agree.
      const cccd = value.idNumber ? readCccd(value.idNumber, year) : null;
      if (cccd && value.birthDate && Number(value.birthDate.slice(0, 4)) !== cccd.birthYear) {
        ctx.addIssue({ code: 'custom', path: ['idNumber'], message: 'validation.profile.idNumberBirthYear' });
      }
    });
}

/** The request shape without the clock-dependent rule, for the OpenAPI document. */
export const profileUpdateSchema = makeProfileUpdateSchema();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** The bank fields of an update, nested or flat (nested wins field by field). */
export function bankFieldsOf(update: ProfileUpdate) {
  const pick = (nested: string | null | undefined, flat: string | null | undefined) =>
    nested !== undefined ? nested : flat;
  return {
    name: pick(update.bank?.name, update.bankName),
    account: pick(update.bank?.account, update.bankAccount),
    branch: pick(update.bank?.branch, update.bankBranch),
  };
}

export const BODY_MEASUREMENT_KEYS = [
  'height',
  'weight',
  'chest',
  'upperWaist',
  'lowerWaist',
  'hip',
  'shoulder',
  'buttocks',
  'topLength',
  'pantsLength',
] as const;
export type BodyMeasurementKey = (typeof BODY_MEASUREMENT_KEYS)[number];
export type BodyMeasurements = Partial<Record<BodyMeasurementKey, number>>;

function measurement(min: number, max: number) {
  return z.number().min(min).max(max).nullable().optional();
}

const length = () => measurement(P.bodyLengthCmMin, P.bodyLengthCmMax);

/**
 * PUT profile/body-measurements/update: height in cm, weight in kg, the rest in cm. Absent
 * keeps a value, null removes it.
 */
export const bodyMeasurementsUpdateSchema = z.object({
  height: measurement(P.heightCmMin, P.heightCmMax),
  weight: measurement(P.weightKgMin, P.weightKgMax),
  chest: length(),
  upperWaist: length(),
  lowerWaist: length(),
  hip: length(),
  shoulder: length(),
  buttocks: length(),
  topLength: length(),
  pantsLength: length(),
});
export type BodyMeasurementsUpdate = z.infer<typeof bodyMeasurementsUpdateSchema>;

/** Applies an update to stored measurements: numbers set, null removes, absent keeps. */
export function mergeBodyMeasurements(
  current: BodyMeasurements | null | undefined,
  update: BodyMeasurementsUpdate,
): BodyMeasurements {
  const next: BodyMeasurements = { ...(current ?? {}) };
  for (const key of BODY_MEASUREMENT_KEYS) {
    const value = update[key];
    if (value === null) delete next[key];
    else if (value !== undefined) next[key] = Math.round(value * 10) / 10;
  }
  return next;
}
