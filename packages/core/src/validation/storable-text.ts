/**
 * Text the product can store and show: no NUL character (PostgreSQL text cannot hold one)
 * and no half of a UTF-16 surrogate pair (it cannot be written as UTF-8 and would silently
 * turn into "�"). Anything else a person can type is accepted; the field's own schema
 * decides the rest.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** The field message for such text (`validation.unstorableText` in every catalog). */
export const UNSTORABLE_TEXT_MESSAGE = 'validation.unstorableText';

/**
 * The dotted paths of every string (and object key) in a validated input that cannot be
 * stored: '' for the input itself, 'q' for a query parameter, 'rows.0.name' for a body field.
 */
export function unstorableTextPaths(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return isStorableText(value) ? [] : [path];
  if (Array.isArray(value))
    return value.flatMap((item, index) => unstorableTextPaths(item, join(path, index)));
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) {
    return [];
  }
  return Object.entries(value).flatMap(([key, item]) =>
    // A bad key is named by the object that holds it: the answer never echoes the bad text.
    isStorableText(key) ? unstorableTextPaths(item, join(path, key)) : [path],
  );
}

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
