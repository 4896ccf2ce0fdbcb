import type { toFieldErrors } from '@cho-dep/core/validation/field-errors';
import { useCallback, useState } from 'react';
import { ApiError } from './api-client';
import { issueMessages } from './form/issue-messages';
import { useErrorSummary } from './form/use-error-summary';
import { useT } from './i18n';

export type FieldErrors = Record<string, string>;

/** What the forms need of a shared zod schema (structural, so the web app does not import zod). */
export interface FormSchema<T> {
  safeParse(
    values: unknown,
  ): { success: true; data: T } | { success: false; error: Parameters<typeof toFieldErrors>[0] };
}

/**
 * One error model for every form: the shared schema's issue keys (validation.*) translated in
 * the user's language, the API's field errors (already translated by the server) under their
 * fields, and anything else as one message on top of the form. `rename` moves an API or schema
 * path onto the field that shows it (sign-up has one "email or phone" input).
 *
 * Whenever a submit is refused (by the schema or the API), the first error is scrolled into
 * view and focused, and `summary` lists every problem for <FormErrorSummary> at the top of the
 * form (form-error-focus.ts). Attach `formRef` to the <form>; without it the open dialog, or
 * the page, is searched.
 */
export function useFormErrors(options: { rename?: Record<string, string> } = {}) {
  const t = useT();
  const rename = options.rename;
  const [fields, setFields] = useState<FieldErrors>({});
  const [form, setForm] = useState<string>();
  const [busy, setBusy] = useState(false);
  // The summary describes the refused submit; it goes once every message has been dealt with.
  const open = form !== undefined || Object.keys(fields).length > 0;
  const { formRef, refused, summary } = useErrorSummary(open);

  const place = useCallback(
    (entries: { path: string; message: string }[]) => {
      const next: FieldErrors = {};
      // The first problem of a field is the one worth reading.
      for (const entry of entries) next[rename?.[entry.path] ?? entry.path] ??= entry.message;
      return next;
    },
    [rename],
  );

  /** Checks values with the shared schema; returns the parsed value, or undefined with errors shown. */
  const validate = useCallback(
    <T>(schema: FormSchema<T>, values: unknown): T | undefined => {
      const result = schema.safeParse(values);
      setForm(undefined);
      if (result.success) {
        setFields({});
        return result.data;
      }
      const issues = issueMessages(result.error, values, t);
      setFields(place(issues));
      refused();
      return undefined;
    },
    [place, t, refused],
  );

  /** Shows an API failure: field errors under their fields, anything else as the form message. */
  const showApiError = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError) {
        const next = place(error.fields);
        setFields(next);
        setForm(Object.keys(next).length > 0 ? undefined : error.message);
        refused();
        return;
      }
      setFields({});
      setForm(t('errors.INTERNAL'));
      refused();
    },
    [place, t, refused],
  );

  /** Runs a request with the busy flag set; failures land in the form. Returns true on success. */
  const run = useCallback(
    async (task: () => Promise<unknown>): Promise<boolean> => {
      setBusy(true);
      try {
        await task();
        return true;
      } catch (error) {
        showApiError(error);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [showApiError],
  );

  /** Clears one field's message, or every message when no path is given. */
  const clear = useCallback((path?: string) => {
    if (path === undefined) {
      setFields({});
      setForm(undefined);
      return;
    }
    setFields((current) => {
      if (!(path in current)) return current;
      const { [path]: _removed, ...rest } = current;
      return rest;
    });
  }, []);

  return { fields, form, busy, validate, showApiError, run, clear, formRef, summary };
}
