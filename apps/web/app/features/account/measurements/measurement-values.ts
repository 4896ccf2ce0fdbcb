import type { BodyMeasurementKey, BodyMeasurements } from '@cho-dep/core/profile/profile-schemas';

/** Weight is in kilograms; every other measurement of product.md §3 is in centimetres. */
export function unitOf(key: BodyMeasurementKey): 'kg' | 'cm' {
  return key === 'weight' ? 'kg' : 'cm';
}

export type MeasurementDrafts = Partial<Record<BodyMeasurementKey, string>>;

export function toDrafts(stored: BodyMeasurements | null): MeasurementDrafts {
  const drafts: MeasurementDrafts = {};
  for (const [key, value] of Object.entries(stored ?? {}) as [BodyMeasurementKey, number][]) {
    drafts[key] = String(value);
  }
  return drafts;
}

/**
 * The request body from what was typed: a blank field removes the value (null), a decimal
 * comma is read as a point (Vietnamese and Korean keyboards often give one), and text that is
 * not a number stays a string so the shared schema reports it under its field.
 */
export function toUpdate(
  keys: readonly BodyMeasurementKey[],
  drafts: MeasurementDrafts,
): Record<BodyMeasurementKey, number | null | string> {
  const update = {} as Record<BodyMeasurementKey, number | null | string>;
  for (const key of keys) {
    const text = (drafts[key] ?? '').trim().replace(',', '.');
    if (text === '') update[key] = null;
    else update[key] = /^\d+(\.\d+)?$/.test(text) ? Number(text) : text;
  }
  return update;
}
