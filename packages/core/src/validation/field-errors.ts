import type { ZodError } from 'zod';
import type { FieldError } from '../errors/app-error';

/**
 * Turns zod issues into field errors whose messages are i18n keys (`validation.*`), so the
 * API and the forms show the same words from the same schema. A schema may give its own key
 * as the message (`z.string().min(8, 'validation.password.min')`); otherwise the issue kind
 * picks a generic key and the limit travels as a parameter.
 */
export function toFieldErrors(error: ZodError): FieldError[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    const params: Record<string, string | number> = {};
    if ('minimum' in issue && issue.minimum !== undefined) params.min = Number(issue.minimum);
    if ('maximum' in issue && issue.maximum !== undefined) params.max = Number(issue.maximum);
    // A rule over several fields (superRefine) passes its limits as params ({ min, max }).
    if (issue.code === 'custom' && issue.params) {
      for (const [key, value] of Object.entries(issue.params)) {
        if (typeof value === 'string' || typeof value === 'number') params[key] = value;
      }
    }
    if (issue.message.startsWith('validation.')) return { path, message: issue.message, params };
    return { path, message: genericKey(issue), params };
  });
}

function genericKey(issue: ZodError['issues'][number]): string {
  switch (issue.code) {
    case 'invalid_type':
      return /received (undefined|null)/.test(issue.message)
        ? 'validation.required'
        : 'validation.invalidType';
    case 'too_small':
      // min(1) on a text field is how schemas say "required": say so, not "at least 1 character".
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'validation.required';
      // min(1) on a list (a program's products): "choose at least one", not "the minimum is 1".
      if (issue.origin === 'array' && Number(issue.minimum) === 1) return 'validation.pickOne';
      return issue.origin === 'string' ? 'validation.tooShort' : 'validation.tooSmall';
    case 'too_big':
      return issue.origin === 'string' ? 'validation.tooLong' : 'validation.tooBig';
    case 'invalid_format':
      return issue.format === 'email' ? 'validation.invalidEmail' : 'validation.invalidType';
    case 'invalid_value':
      return 'validation.invalidEnum';
    case 'unrecognized_keys':
      return 'validation.unknownField';
    default:
      return 'validation.invalidType';
  }
}
