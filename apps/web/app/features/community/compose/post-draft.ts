import { BODY_SHAPES, POST_KINDS } from '@cho-dep/core/community/post-schemas';
import type { ComposeExtras, ComposeValues } from './compose-types';

/**
 * The post being written, kept in this browser (localStorage) so a reload or a closed tab does
 * not lose it: the form's values and what the screen shows beside them (pictures already
 * uploaded, their pins' products, the mentioned names). Cleared once published, and at logout
 * with the other drafts (product.md §4).
 */
export interface PostDraft {
  v: 1;
  values: ComposeValues;
  extras: ComposeExtras;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
const isStringRecord = (value: unknown): value is Record<string, string> =>
  isObject(value) && Object.values(value).every((item) => typeof item === 'string');

function isValues(value: unknown): value is ComposeValues {
  if (!isObject(value)) return false;
  return (
    (POST_KINDS as readonly unknown[]).includes(value.kind) &&
    typeof value.content === 'string' &&
    isStringArray(value.imageKeys) &&
    (value.videoKey === null || typeof value.videoKey === 'string') &&
    Array.isArray(value.productTags) &&
    value.productTags.every(
      (tag) =>
        isObject(tag) &&
        typeof tag.productId === 'string' &&
        (tag.variantId === null || typeof tag.variantId === 'string') &&
        typeof tag.imageIndex === 'number' &&
        typeof tag.x === 'number' &&
        typeof tag.y === 'number',
    ) &&
    Array.isArray(value.mentions) &&
    value.mentions.every(
      (m) => isObject(m) && (m.kind === 'user' || m.kind === 'shop') && typeof m.id === 'string',
    ) &&
    (value.bodyShape === null || (BODY_SHAPES as readonly unknown[]).includes(value.bodyShape)) &&
    typeof value.shareMeasurements === 'boolean' &&
    typeof value.asShop === 'boolean'
  );
}

function isExtras(value: unknown): value is ComposeExtras {
  if (!isObject(value)) return false;
  const video = value.video;
  return (
    isStringRecord(value.pictures) &&
    isStringRecord(value.mentionNames) &&
    isObject(value.tagLabels) &&
    Object.values(value.tagLabels).every((label) => isObject(label) && typeof label.name === 'string') &&
    (video === null ||
      (isObject(video) && typeof video.key === 'string' && typeof video.previewUrl === 'string'))
  );
}

/** A stored draft, or null when there is none or it is not one this version wrote. */
export function parseDraft(raw: string | null): PostDraft | null {
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(json) || json.v !== 1 || !isValues(json.values) || !isExtras(json.extras)) return null;
  return { v: 1, values: json.values, extras: json.extras };
}

/** Whether the writer has put anything in the post yet (an untouched form is not kept). */
export function hasContent(values: ComposeValues): boolean {
  return (
    values.content.trim().length > 0 ||
    values.imageKeys.length > 0 ||
    values.videoKey !== null ||
    values.productTags.length > 0
  );
}
