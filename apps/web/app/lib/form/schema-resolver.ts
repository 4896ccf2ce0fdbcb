import type { toFieldErrors } from '@cho-dep/core/validation/field-errors';
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import { issueMessages } from './issue-messages';

type Translate = Parameters<typeof issueMessages>[2];

/**
 * What a form needs of a shared zod schema (packages/core, the one the server validates
 * with): its input and output types and safeParse. Structural, so the web app does not
 * depend on zod itself.
 */
export interface SharedSchema<In extends FieldValues, Out> extends ParsingSchema<Out> {
  _zod: { input: In; output: Out };
}

/** Any shared schema, whatever the form's values look like before they are turned into its input. */
export interface ParsingSchema<Out> {
  safeParse(
    values: unknown,
  ): { success: true; data: Out } | { success: false; error: Parameters<typeof toFieldErrors>[0] };
}

/**
 * A react-hook-form resolver from a shared schema whose messages are the server's: the
 * schema's issue keys go through core's toFieldErrors, as the API does, and are translated in
 * the user's language (zodResolver would hand over zod's English defaults instead). The
 * first problem of a field is the one shown.
 */
export function schemaResolver<In extends FieldValues, Out>(
  schema: SharedSchema<In, Out>,
  t: Translate,
  required: Record<string, string> = {},
): Resolver<In, unknown, Out> {
  return mappedSchemaResolver<In, Out>(schema, (values) => values, t, required);
}

/**
 * The same for a form whose boxes are not the schema's input as they stand (text typed in
 * amount boxes, a list of products shown by name): `toInput` makes the request body, which
 * the schema checks; its messages stay under the body's paths (`productIds.2`).
 */
export function mappedSchemaResolver<Values extends FieldValues, Out>(
  schema: ParsingSchema<Out>,
  toInput: (values: Values) => unknown,
  t: Translate,
  required: Record<string, string> = {},
): Resolver<Values, unknown, Out> {
  return async (values, _context, options) => {
    const input = toInput(values);
    const result = schema.safeParse(input);
    if (result.success) return { values: result.data, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const { path, message } of issueMessages(result.error, input, t, required)) {
      flat[path] ??= { type: 'schema', message };
    }
    return { values: {}, errors: toNestErrors<Values>(flat, options) };
  };
}
