import { LIMITS } from '@cho-dep/core/constants/limits';
import { fromVietnamLocal, toVietnamLocal } from '@cho-dep/core/format/vietnam-local-time';
import {
  emptyPromotionValues,
  type PromotionFormValues,
  type PromotionItemValues,
  promotionInputOf,
} from '../promotions/promotion-form-values';
import type { PromotionKind } from '../promotions/seller-promotion-api';
import type { GroupProgram } from './group-buy-types';

/** A group-buy program as typed: the promotion form's values plus the team rules. */
export interface GroupProgramFormValues extends Omit<PromotionFormValues, 'cover'> {
  teamSize: string;
  windowHours: string;
}

export function emptyGroupProgramValues(kind: PromotionKind, now: Date): GroupProgramFormValues {
  const { cover: _cover, ...base } = emptyPromotionValues(kind, now);
  return { ...base, teamSize: '3', windowHours: String(LIMITS.groupBuying.windowHoursDefault) };
}

export function groupProgramValuesOf(
  program: GroupProgram,
  items: PromotionItemValues[],
): GroupProgramFormValues {
  return {
    name: program.name,
    kind: program.kind,
    startsAt: toVietnamLocal(program.startsAt),
    endsAt: toVietnamLocal(program.endsAt),
    items,
    teamSize: String(program.teamSize),
    windowHours: String(program.windowHours),
  };
}

const whole = (s: string) => (s.trim() === '' ? Number.NaN : Number(s.trim()));

/** What the shared schema (and the API) reads: the items as a promotion's, the team price as its price. */
export function groupProgramInputOf(v: GroupProgramFormValues) {
  const { coverKey: _coverKey, ...base } = promotionInputOf({ ...v, cover: null });
  return {
    ...base,
    startsAt: fromVietnamLocal(v.startsAt),
    endsAt: fromVietnamLocal(v.endsAt),
    teamSize: whole(v.teamSize),
    windowHours: whole(v.windowHours),
  };
}
