import { toFieldErrors } from '@cho-dep/core/validation/field-errors';

type Translate = (key: string, params?: Record<string, string | number>) => string;

/** Issue keys that, on an empty field, mean the field was left blank. */
const EMPTY_AS_REQUIRED = new Set([
  'validation.tooShort',
  'validation.password.min',
  'validation.invalidType',
]);

/**
 * A shared schema's refusal in the user's words: its issue keys (validation.*) translated with
 * their limits, an empty box read as "required" rather than "at least N characters", and
 * `required` giving a form its own words for a field left blank ("Please enter a reason").
 */
export function issueMessages(
  error: Parameters<typeof toFieldErrors>[0],
  values: unknown,
  t: Translate,
  required: Record<string, string> = {},
): { path: string; message: string }[] {
  return toFieldErrors(error).map((issue) => {
    const blank = valueAt(values, issue.path) === '';
    const key = blank && EMPTY_AS_REQUIRED.has(issue.message) ? 'validation.required' : issue.message;
    const own = key === 'validation.required' ? required[issue.path] : undefined;
    return { path: issue.path, message: own ? t(own) : t(key, issue.params) };
  });
}

/** The submitted value at a field path, trimmed when it is text. */
export function valueAt(values: unknown, path: string): unknown {
  let node = values;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node.trim() : node;
}
