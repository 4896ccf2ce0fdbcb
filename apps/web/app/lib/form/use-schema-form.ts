import { type BaseSyntheticEvent, useMemo, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import { ApiError } from '../api-client';
import { useT } from '../i18n';
import { type SharedSchema, schemaResolver } from './schema-resolver';
import { useErrorSummary } from './use-error-summary';

/**
 * A react-hook-form form driven by a shared schema, with the house's error model: messages
 * beside their fields in the user's language (the schema's, or the API's field errors, which
 * the server already translated), anything else as one form message, and on every refused
 * submit the first problem scrolled into view and focused (form-error-focus.ts), and
 * `summary` listing them for <FormErrorSummary errors={form} />. Attach `formRef` to the
 * <form>; without it the open dialog is searched.
 *
 * `required` gives the form its own words for a field left blank.
 */
export function useSchemaForm<In extends FieldValues, Out>(
  schema: SharedSchema<In, Out>,
  options: { defaultValues: DefaultValues<In>; required?: Partial<Record<Path<In>, string>> },
) {
  const t = useT();
  const { required } = options;
  const resolver = useMemo(
    () => schemaResolver(schema, t, required as Record<string, string> | undefined),
    [schema, t, required],
  );
  const form = useForm<In, unknown, Out>({
    resolver,
    defaultValues: options.defaultValues,
    // The house's reveal (scroll, focus, read out) handles the first error, not RHF's focus.
    shouldFocusError: false,
  });
  const [formError, setFormError] = useState<string>();
  const open = formError !== undefined || Object.keys(form.formState.errors).length > 0;
  const { formRef, refused, summary } = useErrorSummary(open);

  /** Shows a failure: the API's field errors beside their fields, anything else on the form. */
  const showError = (error: unknown) => {
    if (error instanceof ApiError && error.fields.length > 0) {
      for (const field of error.fields) {
        form.setError(field.path as Path<In>, { type: 'server', message: field.message });
      }
      setFormError(undefined);
    } else {
      setFormError(error instanceof ApiError ? error.message : t('errors.INTERNAL'));
    }
    refused();
  };

  /** The form's onSubmit: checks with the schema, then runs `save`; failures land in the form. */
  const submit = (save: (values: Out) => Promise<unknown>) => async (event?: BaseSyntheticEvent) => {
    let invalid = false;
    await form.handleSubmit(
      async (values) => {
        setFormError(undefined);
        try {
          await save(values);
        } catch (error) {
          showError(error);
        }
      },
      () => {
        invalid = true;
      },
    )(event);
    // Only once react-hook-form has published the messages: the reveal looks for them on the page.
    if (invalid) refused();
  };

  /** The message under a top-level field, if any. */
  const fieldError = (name: Path<In>): string | undefined => {
    const entry = form.formState.errors[name as keyof typeof form.formState.errors];
    return typeof entry?.message === 'string' ? entry.message : undefined;
  };

  return { ...form, formRef, summary, formError, setFormError, showError, submit, fieldError };
}
