import {
  productDraftSchema,
  productInputSchema,
  productUpdateSchema,
} from '@cho-dep/core/catalog/product-input-schema';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { type FormEvent, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../lib/i18n';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useToast } from '../../../ui/toast';
import { editImpact } from './edit-impact';
import { toProductBody } from './product-form-body';
import { emptyProductForm, type ProductDefaults, type ProductFormValues } from './product-form-values';
import { type SellerProductDetail, saveProduct } from './products-api';
import { storedToForm } from './stored-to-form';

const P = LIMITS.product;
export const PRODUCTS_LIST_HREF = '/ban-hang/quan-ly-san-pham';
const LIST = PRODUCTS_LIST_HREF;

/**
 * The state of the product form (ProductForm is its layout): the typed values, the field
 * errors, the save as draft / send for review with the schema of the right strength, what an
 * edit does to a live product, and bringing the first field in trouble into view after a
 * refused save.
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
  const [values, setValues] = useState<ProductFormValues>(() =>
    detail ? storedToForm(detail) : emptyProductForm(defaults),
  );
  const errors = useFormErrors();
  const [pending, setPending] = useState<'draft' | 'submit' | null>(null);
  // The shared error mechanism brings the first field in trouble into view after a refused save.
  const formRef = errors.formRef;

  const status = detail?.status;
  const live = status === 'approved' || status === 'hidden';
  // What saving would do to a live product, shown next to the Save button.
  const [initial] = useState(values);
  const impact = useMemo(() => (live ? editImpact(initial, values) : null), [live, initial, values]);
  const canDraft = !detail || status === 'draft' || status === 'rejected';

  // Editing a field (or a list) takes away the messages under it: they described the old value.
  const clearUnder = (...prefixes: string[]) => {
    for (const path of Object.keys(errors.fields)) {
      if (prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}.`))) errors.clear(path);
    }
  };
  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    clearUnder(String(key));
  };

  const save = async (submit: boolean) => {
    const body = toProductBody(values, !submit && canDraft);
    const schema =
      !submit && canDraft ? productDraftSchema : detail ? productUpdateSchema : productInputSchema;
    if (!errors.validate(schema, body)) return;
    setPending(submit ? 'submit' : 'draft');
    let saved: SellerProductDetail | undefined;
    const ok = await errors.run(async () => {
      saved = await saveProduct(detail?.id ?? null, body, submit);
    });
    setPending(null);
    if (!ok || !saved) return;
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

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(true);
  };

  const primaryLabel = live
    ? t('sellerProducts.form.saveChanges')
    : status === 'pending'
      ? t('sellerProducts.form.save')
      : t('sellerProducts.form.submit');

  return {
    values,
    setValues,
    set,
    clearUnder,
    errors,
    pending,
    formRef,
    status,
    live,
    impact,
    canDraft,
    save,
    onSubmit,
    primaryLabel,
  };
}
