import { DEFAULT_TIME_ZONE } from '@cho-dep/core/format/date';
import type { EtaDays } from './carrier';

/** First and last day the parcel may arrive, as calendar dates (YYYY-MM-DD) in the zone. */
export interface DeliveryWindow {
  from: string;
  to: string;
}

export interface DeliveryEstimateInput {
  orderedAt: Date;
  /** Days the shop takes to hand the parcel over (the product's preparation time). */
  preparationDays: number;
  etaDays: EtaDays;
  timeZone?: string;
}

/**
 * When an order should arrive: the day it was placed in Vietnam (an order at 23:30 UTC is
 * already tomorrow in Hà Nội), plus the preparation days, plus the carrier's delivery days.
 * Calendar days, weekends included, as carriers quote them. The dates are what
 * orders.delivery_from / delivery_to store.
 */
export function deliveryWindow(input: DeliveryEstimateInput): DeliveryWindow {
  const { orderedAt, preparationDays, etaDays } = input;
  if (Number.isNaN(orderedAt.getTime())) throw new RangeError('orderedAt is not a valid date');
  if (!Number.isSafeInteger(preparationDays) || preparationDays < 0) {
    throw new RangeError(`preparationDays must be a whole number of days, got ${preparationDays}`);
  }
  if (!Number.isSafeInteger(etaDays.min) || etaDays.min < 0 || !Number.isSafeInteger(etaDays.max)) {
    throw new RangeError(`etaDays must be whole days, got ${etaDays.min}–${etaDays.max}`);
  }
  if (etaDays.max < etaDays.min)
    throw new RangeError(`etaDays ends before it starts: ${etaDays.min}–${etaDays.max}`);
  const day = localDay(orderedAt, input.timeZone ?? DEFAULT_TIME_ZONE);
  return {
    from: addDays(day, preparationDays + etaDays.min),
    to: addDays(day, preparationDays + etaDays.max),
  };
}

/**
 * One formatter per zone, kept: making an Intl.DateTimeFormat loads the zone's rules and costs
 * far more than formatting with it (it was a visible share of a checkout's CPU).
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function localDay(instant: Date, timeZone: string): { year: number; month: number; day: number } {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** Date arithmetic on a calendar day, done in UTC so no zone or clock change can shift it. */
function addDays(date: { year: number; month: number; day: number }, days: number): string {
  return new Date(Date.UTC(date.year, date.month - 1, date.day + days)).toISOString().slice(0, 10);
}
