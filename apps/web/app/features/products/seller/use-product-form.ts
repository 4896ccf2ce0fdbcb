import type { ProductInputBody, ProductStrength } from '@cho-dep/core/catalog/product-input-schema';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useErrorSummary } from '../../../lib/form/use-error-summary';
import { useT } from '../../../lib/i18n';
import { useToast } from '../../../ui/toast';
import { errorTree, flatErrors, productResolver } from './product-form-errors';
import { emptyProductForm, type ProductDefaults, type ProductFormValues } from './product-form-values';
import { type SellerProductDetail, saveProduct } from './products-api';
import { storedToForm } from './stored-to-form';

const P = LIMITS.product;
export const PRODUCTS_LIST_HREF = '/ban-hang/quan-ly-san-pham';
const LIST = PRODUCTS_LIST_HREF;

/**
 * The product form's state (ProductForm is its layout): react-hook-form holds the typed values
 * and the messages, the pressed button picks the shared schema's strength (save as draft or
 * send for review), the server's field errors land beside their boxes, and a refused save
 * brings the first problem into view under a summary of all of them.
 */
export function useProductForm({
  detail,
  defaults,
}: {
  detail?: SellerProductDetail;
  defaults?: ProductDefaults;
}) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const [initial] = useState<ProductFormValues>(() =>
    detail ? storedToForm(detail) : emptyProductForm(defaults),
  );
  const status = detail?.status;
  const live = status === 'approved' || status === 'hidden';
  const canDraft = !detail || status === 'draft' || status === 'rejected';

  // The schema's strength for the save under way: a draft, or every rule for a new product or an edit.
  const strength = useRef<ProductStrength>('create');
  const resolver = useMemo(() => productResolver(t, () => strength.current), [t]);
  const form = useForm<ProductFormValues, unknown, ProductInputBody>({
    defaultValues: initial,
    resolver,
    // Messages stay until their field is edited or the form is saved again; the house's
    // reveal (summary, scroll, focus) handles the first error, not react-hook-form's focus.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState<'draft' | 'submit' | null>(null);
  const open = formError !== undefined || Object.keys(flatErrors(form.formState.errors)).length > 0;
  const { formRef, refused, summary } = useErrorSummary(open);

  /** Shows a refused save: the API's field errors beside their boxes, anything else on top. */
  const showApiError = (error: unknown) => {
    const fields = error instanceof ApiError ? error.fields : [];
    if (fields.length > 0) {
      const tree = errorTree(fields, 'server');
      for (const [path, message] of Object.entries(flatErrors(tree))) {
        form.setError(path as never, { type: 'server', message });
      }
    } else {
      setFormError(error instanceof ApiError ? error.message : t('errors.INTERNAL'));
    }
    refused();
  };

  const send = async (body: ProductInputBody, submit: boolean) => {
    setPending(submit ? 'submit' : 'draft');
    let saved: SellerProductDetail;
    try {
      saved = await saveProduct(detail?.id ?? null, body, submit);
    } catch (error) {
      setPending(null);
      showApiError(error);
      return;
    }
    setPending(null);
    if (saved.status === 'pending') {
      toast.show(
        t('sellerProducts.form.sentForReview', { min: P.approvalDaysMin, max: P.approvalDaysMax }),
        'success',
      );
      navigate(`${LIST}?tab=pending`);
    } else if (!detail) {
      toast.show(t('sellerProducts.form.draftSaved'), 'success');
      navigate(`${LIST}/cap-nhat/${saved.id}`, { replace: true });
    } else {
      toast.show(t('sellerProducts.form.saved'), 'success');
      navigate(LIST);
    }
  };

  /** Save as draft (`submit` false, while the product may stay one) or send for review. */
  const save = async (submit: boolean, event?: FormEvent) => {
    const draft = !submit && canDraft;
    strength.current = draft ? 'draft' : detail ? 'update' : 'create';
    setFormError(undefined);
    let invalid = false;
    await form.handleSubmit(
      (body) => send(body, submit),
      () => {
        invalid = true;
      },
    )(event);
    // Only once react-hook-form has published the messages: the summary reads them on the page.
    if (invalid) refused();
  };

  const primaryLabel = live
    ? t('sellerProducts.form.saveChanges')
    : status === 'pending'
      ? t('sellerProducts.form.save')
      : t('sellerProducts.form.submit');

  return {
    form,
    initial,
    formRef,
    formError,
    summary,
    pending,
    live,
    canDraft,
    save,
    primaryLabel,
  };
}
