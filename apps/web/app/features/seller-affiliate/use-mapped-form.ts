import { type BaseSyntheticEvent, useMemo, useState } from 'react';
import { type DefaultValues, type FieldValues, get, type Path, useForm } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import { mappedSchemaResolver, type ParsingSchema } from '../../lib/form/schema-resolver';
import { useErrorSummary } from '../../lib/form/use-error-summary';
import { useT } from '../../lib/i18n';

/**
 * A react-hook-form form whose boxes are text (percentages, dates, e-mails one a line) checked
 * by the shared schema the API uses, through `toInput`; messages sit under the body's paths
 * (`products.2.ratePercent`), the API's field errors land there too, anything else on the form.
 */
export function useMappedForm<Values extends FieldValues, Out>(
  schema: ParsingSchema<Out>,
  toInput: (values: Values) => unknown,
  defaultValues: DefaultValues<Values>,
  /** Refusals by code that belong beside one field (a campaign's rate below the shop's). */
  codeFields: Record<string, Path<Values>> = {},
) {
  const t = useT();
  const resolver = useMemo(() => mappedSchemaResolver<Values, Out>(schema, toInput, t), [schema, toInput, t]);
  const form = useForm<Values, unknown, Out>({ resolver, defaultValues, shouldFocusError: false });
  const [formError, setFormError] = useState<string>();
  const open = formError !== undefined || Object.keys(form.formState.errors).length > 0;
  const { formRef, refused, summary } = useErrorSummary(open);

  const submit = (save: (values: Out) => Promise<unknown>) => async (event?: BaseSyntheticEvent) => {
    let invalid = false;
    await form.handleSubmit(
      async (values) => {
        setFormError(undefined);
        try {
          await save(values);
        } catch (error) {
          const field = error instanceof ApiError ? codeFields[error.code] : undefined;
          if (field && error instanceof ApiError) {
            form.setError(field, { type: 'server', message: error.message });
          } else if (error instanceof ApiError && error.fields.length > 0) {
            for (const f of error.fields)
              form.setError(f.path as Path<Values>, { type: 'server', message: f.message });
          } else {
            setFormError(error instanceof ApiError ? error.message : t('errors.INTERNAL'));
          }
          refused();
        }
      },
      () => {
        invalid = true;
      },
    )(event);
    if (invalid) refused();
  };

  /** The message under a field by its body path, if any. */
  const fieldError = (path: string): string | undefined => {
    const entry = get(form.formState.errors, path) as { message?: unknown } | undefined;
    return typeof entry?.message === 'string' ? entry.message : undefined;
  };

  return { ...form, formRef, summary, formError, submit, fieldError };
}

/** A percentage typed with a dot or a comma; blank is left for the schema to call missing. */
export const percentOf = (text: string): number | undefined => {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? undefined : Number(trimmed);
};
