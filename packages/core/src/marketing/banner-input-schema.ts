import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { DEFAULT_TIME_ZONE } from '../format/date';
import { isCalendarDay } from '../validation/date-fields';

const B = LIMITS.banner;

/**
 * Where a banner shows (product.md §3 "type"): the closed set the seeded banners use.
 * 'home' joins the home carousel, 'shop' shows on the shop's own page.
 */
export const BANNER_TYPES = ['home', 'shop'] as const;

/** The calendar day (YYYY-MM-DD) `at` falls on in Vietnam. */
export function vietnamDay(at: Date): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: DEFAULT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** Vietnam has no daylight saving: a day starts at 00:00 +07:00. */
export function vietnamDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+07:00`);
}

/** A banner runs from 00:00 of its start day to the end of its end day, Vietnam time. */
export function bannerWindow(startDate: string, endDate: string): { startsAt: Date; endsAt: Date } {
  const endsAt = vietnamDayStart(endDate);
  endsAt.setUTCDate(endsAt.getUTCDate() + 1);
  return { startsAt: vietnamDayStart(startDate), endsAt };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const dayField = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .refine(isCalendarDay, 'validation.banner.dateInvalid');

/**
 * A seller's banner (product.md §5): title 5-200 characters after trimming; type required;
 * start and end days required (Vietnam calendar days, both included); the end day is today or
 * later (in Vietnam) and after the start day; the related URL is required and a valid http(s)
 * address; image keys come from the upload endpoints. `now` is a parameter so tests pin "today".
 */
export function bannerInputSchemaAt(now: () => Date = () => new Date()) {
  return z
    .object({
      title: z
        .string({ error: 'validation.required' })
        .trim()
        .min(B.titleMin, 'validation.banner.titleMin')
        .max(B.titleMax, 'validation.banner.titleMax'),
      type: z.enum(BANNER_TYPES, 'validation.banner.typeRequired'),
      startDate: dayField,
      endDate: dayField,
      link: z
        .string({ error: 'validation.required' })
        .trim()
        .min(1, { error: 'validation.banner.linkRequired', abort: true })
        .max(B.linkMax)
        .refine(isHttpUrl, 'validation.banner.linkInvalid'),
      imageKey: z
        .string({ error: 'validation.banner.imageRequired' })
        .min(1, 'validation.banner.imageRequired'),
      coverKey: z.string().min(1).nullable().default(null),
      productIds: z
        .array(z.uuid())
        .max(B.productsMax)
        .refine((ids) => new Set(ids).size === ids.length, 'validation.banner.duplicateProduct')
        .default([]),
    })
    .superRefine((b, ctx) => {
      if (!isCalendarDay(b.startDate) || !isCalendarDay(b.endDate)) return;
      // YYYY-MM-DD strings compare as days.
      if (b.endDate < vietnamDay(now())) {
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.banner.endBeforeToday' });
      } else if (b.endDate <= b.startDate) {
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.banner.endAfterStart' });
      }
    });
}

export const bannerInputSchema = bannerInputSchemaAt();
export type BannerInput = z.infer<typeof bannerInputSchema>;

export const BANNER_PHASES = ['upcoming', 'running', 'ended'] as const;
export type BannerPhase = (typeof BANNER_PHASES)[number];

/** product.md §4: upcoming before its start, running in [startsAt, endsAt), then ended. */
export function bannerPhase(window: { startsAt: Date; endsAt: Date }, now: Date): BannerPhase {
  if (now < window.startsAt) return 'upcoming';
  return now < window.endsAt ? 'running' : 'ended';
}

/**
 * The banner image (product.md §5: 343x150). Accepted: exactly 343x150, or a larger
 * picture of the same shape (within 1%) that the server scales down, never a picture that
 * would have to be enlarged or cropped (the seller sees what buyers see).
 */
export function bannerImageProblem(size: {
  width: number;
  height: number;
}): 'too_small' | 'wrong_ratio' | null {
  if (size.width < B.width || size.height < B.height) return 'too_small';
  const ratio = size.width / size.height / (B.width / B.height);
  return Math.abs(ratio - 1) <= 0.01 ? null : 'wrong_ratio';
}
