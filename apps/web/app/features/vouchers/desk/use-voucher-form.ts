import type { ManagedVoucherDetail } from '@cho-dep/api/vouchers/managed-voucher-schemas';
import type { VoucherInput } from '@cho-dep/core/vouchers/voucher-input-schema';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useErrorSummary } from '../../../lib/form/use-error-summary';
import { useT } from '../../../lib/i18n';
import { useToast } from '../../../ui/toast';
import { saveVoucher, type VoucherDesk } from './voucher-desk';
import { voucherResolver } from './voucher-form-resolver';
import { emptyVoucherValues, type VoucherFormValues, voucherValuesOf } from './voucher-form-values';

/**
 * The voucher form's state (VoucherForm is its layout): react-hook-form holds the boxes and
 * the messages; a save is checked with the schema the API uses (voucherInputSchema) on the
 * body the boxes make, and the API's own refusals land beside their fields (or on top when
 * they name none). A refused save lists every problem on top and brings the first into view.
 */
export interface VoucherFormProps {
  desk: VoucherDesk;
  /** The voucher being edited; null for a new one. */
  initial: ManagedVoucherDetail | null;
  /** The server's now, which a new voucher's times start from. */
  now: string;
}

export function useVoucherForm({ desk, initial, now }: VoucherFormProps) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const [defaultValues] = useState<VoucherFormValues>(() =>
    initial ? voucherValuesOf(initial) : emptyVoucherValues(new Date(now), desk.kinds[0]),
  );
  const kept = initial?.conditions ?? null;
  const resolver = useMemo(() => voucherResolver(t, kept), [kept, t]);
  const form = useForm<VoucherFormValues, unknown, VoucherInput>({
    defaultValues,
    resolver,
    // Messages stay until their field is edited or the form is saved again; the house's
    // reveal (summary, scroll, focus) handles the first error, not react-hook-form's focus.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [formError, setFormError] = useState<string>();
  const open = formError !== undefined || Object.keys(form.formState.errors).length > 0;
  const { formRef, refused, summary } = useErrorSummary(open);

  // react-hook-form reports a refused check before it puts the messages in its state; the
  // summary reads them from the page, so it is asked for once the refused submit has rendered.
  const checkRefused = useRef(false);
  const { submitCount } = form.formState;
  useEffect(() => {
    if (submitCount === 0 || !checkRefused.current) return;
    checkRefused.current = false;
    refused();
  }, [submitCount, refused]);

  /** The API's field messages beside their fields (the first of each), anything else on top. */
  const showApiError = (error: unknown) => {
    const fields = error instanceof ApiError ? error.fields : [];
    const placed = new Set<string>();
    for (const { path, message } of fields) {
      if (placed.has(path)) continue;
      placed.add(path);
      form.setError(path as Path<VoucherFormValues>, { type: 'server', message });
    }
    if (fields.length === 0) setFormError(error instanceof ApiError ? error.message : t('errors.INTERNAL'));
    refused();
  };

  const save = async (value: VoucherInput) => {
    let savedId: string;
    try {
      savedId = (await saveVoucher(desk, initial?.id ?? null, value)).data.id;
    } catch (error) {
      showApiError(error);
      return;
    }
    toast.show(t(initial ? 'sellerVouchers.done.saved' : 'sellerVouchers.done.created'), 'success');
    navigate(`${desk.href}/chi-tiet/${savedId}`);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setFormError(undefined);
    void form.handleSubmit(save, () => {
      checkRefused.current = true;
    })(event);
  };

  return {
    form,
    onSubmit,
    frame: { formRef, busy: form.formState.isSubmitting, form: formError, summary },
  };
}
