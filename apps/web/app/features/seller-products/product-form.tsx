import { RETURN_CONDITIONS } from '@cho-dep/core/catalog/catalog-states';
import { PRODUCT_GENDERS } from '@cho-dep/core/catalog/product-genders';
import {
  productDraftSchema,
  productInputSchema,
  productUpdateSchema,
} from '@cho-dep/core/catalog/product-input-schema';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { ATTRIBUTE_CHOICES } from '@cho-dep/core/search/attribute-choices';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../lib/i18n';
import { useFormErrors } from '../../lib/use-form-errors';
import { Alert } from '../../ui/alert';
import { Button, buttonClassName } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import fieldStyles from '../../ui/field.module.css';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import { ClassificationsEditor } from './classifications-section';
import { editImpact } from './edit-impact';
import { EditNotice } from './edit-notice';
import { CountedField, FormSection, GroupError, NumberField } from './form-bits';
import { ImageListPicker, VideoPicker } from './media-picker';
import styles from './product-form.module.css';
import { toProductBody } from './product-form-body';
import {
  ATTRIBUTE_KEYS,
  emptyProductForm,
  type ProductDefaults,
  type ProductFormValues,
} from './product-form-values';
import { formatDay } from './product-format';
import { type SellerProductDetail, saveProduct, uploadProductMedia } from './products-api';
import { type SizeChartChoice, SizeChartPicker, SizeDetailsEditor } from './size-section';
import { storedToForm } from './stored-to-form';
import { buildVariantRows } from './variant-rows';
import { VariantTable } from './variant-table';

const P = LIMITS.product;
const LIST = '/ban-hang/quan-ly-san-pham';

export interface CategoryChoice {
  id: string;
  name: string;
  children: { id: string; name: string }[];
}

/** The attribute keys that have suggestion lists (gender is a closed choice, brand is free). */
const SUGGESTED = new Set(Object.keys(ATTRIBUTE_CHOICES));

/**
 * The product form of /ban-hang/quan-ly-san-pham/tao and /cap-nhat/{id} (SPEC.md sections 3
 * and 5). Client checks use the API's own schemas (draft, create or update strength), the
 * server's field errors land beside their fields, and every typed value stays in state.
 */
export function ProductForm({
  categories,
  sizeCharts,
  detail,
  defaults,
}: {
  categories: CategoryChoice[];
  sizeCharts: SizeChartChoice[];
  /** A new product starts with the shop's preparation time and return policy (settings). */
  defaults?: ProductDefaults;
  /** The stored product when editing; absent when creating. */
  detail?: SellerProductDetail;
}) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const [values, setValues] = useState<ProductFormValues>(() =>
    detail ? storedToForm(detail) : emptyProductForm(defaults),
  );
  const errors = useFormErrors();
  const [pending, setPending] = useState<'draft' | 'submit' | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

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

  // After a refused save, bring the first field in trouble into view.
  useEffect(() => {
    if (attempt === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
    first?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    if (
      first instanceof HTMLInputElement ||
      first instanceof HTMLTextAreaElement ||
      first instanceof HTMLSelectElement
    ) {
      first.focus({ preventScroll: true });
    }
  }, [attempt]);

  const save = async (submit: boolean) => {
    const body = toProductBody(values, !submit && canDraft);
    const schema =
      !submit && canDraft ? productDraftSchema : detail ? productUpdateSchema : productInputSchema;
    if (!errors.validate(schema, body)) {
      setAttempt((n) => n + 1);
      return;
    }
    setPending(submit ? 'submit' : 'draft');
    let saved: SellerProductDetail | undefined;
    const ok = await errors.run(async () => {
      saved = await saveProduct(detail?.id ?? null, body, submit);
    });
    setPending(null);
    if (!ok || !saved) {
      setAttempt((n) => n + 1);
      return;
    }
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

  const fieldCount = Object.keys(errors.fields).length;
  const primaryLabel = live
    ? t('sellerProducts.form.saveChanges')
    : status === 'pending'
      ? t('sellerProducts.form.save')
      : t('sellerProducts.form.submit');

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.formHead}>
        <Link to={LIST} className={styles.back}>
          ‹ {t('sellerProducts.meta.list')}
        </Link>
        <h1 className={styles.title}>
          {detail ? t('sellerProducts.meta.edit') : t('sellerProducts.meta.create')}
        </h1>
      </div>

      {detail && <EditNotice detail={detail} />}

      {(errors.form || fieldCount > 0) && (
        <Alert tone="error">{errors.form ?? t('sellerProducts.form.fixErrors', { count: fieldCount })}</Alert>
      )}

      <FormSection id="basic" title={t('sellerProducts.sections.basic')}>
        <div className={fieldStyles.field}>
          <span className={fieldStyles.label}>
            {t('sellerProducts.fields.images')}
            <span className={fieldStyles.required} aria-hidden="true">
              *
            </span>
          </span>
          <ImageListPicker
            label={t('sellerProducts.fields.images')}
            images={values.images}
            onChange={(next) => set('images', next)}
            upload={uploadProductMedia}
            error={errors.fields.images ?? firstIndexed(errors.fields, 'images')}
            max={P.imagesMax}
            cover
          />
        </div>
        <div className={fieldStyles.field}>
          <span className={fieldStyles.label}>{t('sellerProducts.fields.video')}</span>
          <VideoPicker
            video={values.video}
            onChange={(next) => {
              set('video', next);
              clearUnder('videoKey');
            }}
            upload={uploadProductMedia}
            error={errors.fields.videoKey}
          />
        </div>
        <CountedField
          name="name"
          label={t('sellerProducts.fields.name')}
          value={values.name}
          onChange={(v) => set('name', v)}
          min={P.nameMin}
          max={P.nameMax}
          error={errors.fields.name}
          placeholder={t('sellerProducts.fields.namePlaceholder')}
          required
        />
        <CategoryPicker
          categories={categories}
          value={values.categoryId}
          onChange={(v) => set('categoryId', v)}
          error={errors.fields.categoryId}
        />
        <CountedField
          name="description"
          label={t('sellerProducts.fields.description')}
          value={values.description}
          onChange={(v) => set('description', v)}
          min={P.descriptionMin}
          max={P.descriptionMax}
          error={errors.fields.description}
          placeholder={t('sellerProducts.fields.descriptionPlaceholder')}
          multiline
          required
        />
        <div className={fieldStyles.field}>
          <span className={fieldStyles.label}>{t('sellerProducts.fields.descriptionImages')}</span>
          <ImageListPicker
            label={t('sellerProducts.fields.descriptionImages')}
            images={values.descriptionImages}
            onChange={(next) => {
              set('descriptionImages', next);
              clearUnder('descriptionImageKeys');
            }}
            upload={uploadProductMedia}
            error={errors.fields.descriptionImageKeys}
            max={P.descriptionImagesMax}
          />
        </div>
      </FormSection>

      <FormSection
        id="attributes"
        title={t('sellerProducts.sections.attributes')}
        hint={t('sellerProducts.sections.attributesHint')}
      >
        <div className={styles.grid2}>
          <SelectField
            label={t('product.details.gender')}
            value={values.gender}
            onChange={(event) => {
              set('gender', event.target.value);
              clearUnder('attributes.gender');
            }}
            placeholder={t('sellerProducts.fields.choose')}
            options={PRODUCT_GENDERS.map((g) => ({ value: g, label: t(`product.details.genders.${g}`) }))}
            error={errors.fields['attributes.gender']}
          />
          {ATTRIBUTE_KEYS.map((key) => (
            <AttributeField
              key={key}
              attribute={key}
              value={values.attributes[key]}
              error={
                errors.fields[`attributes.${key}`] ?? (key === 'brand' ? errors.fields.brand : undefined)
              }
              onChange={(v) =>
                setValues((current) => ({ ...current, attributes: { ...current.attributes, [key]: v } }))
              }
            />
          ))}
        </div>
      </FormSection>

      <FormSection
        id="sales"
        title={t('sellerProducts.sections.sales')}
        hint={t('sellerProducts.sections.salesHint')}
      >
        <ClassificationsEditor
          options={values.options}
          onChange={(options) =>
            setValues((current) => ({
              ...current,
              options,
              variants: buildVariantRows(options, current.variants),
            }))
          }
          upload={uploadProductMedia}
          errors={errors.fields}
        />
        {live && detail?.priceLock.applies && !detail.priceLock.allowed && (
          <Alert tone="info">
            {t('sellerProducts.lock.lockedShort', { date: formatDay(detail.priceLock.allowedFrom) })}
          </Alert>
        )}
        <VariantTable
          options={values.options}
          rows={values.variants}
          onChange={(rows) => set('variants', rows)}
          errors={errors.fields}
        />
      </FormSection>

      <FormSection id="shipping" title={t('sellerProducts.sections.shipping')}>
        <div className={styles.grid2}>
          <NumberField
            name="weightGrams"
            label={t('sellerProducts.fields.weight')}
            unit="g"
            value={values.weightGrams}
            onChange={(v) => set('weightGrams', v)}
            error={errors.fields.weightGrams}
            hint={t('sellerProducts.fields.weightHint', {
              min: P.weightMinGrams,
              max: P.weightMaxGrams.toLocaleString('vi-VN'),
            })}
            required
          />
          <NumberField
            name="preparationDays"
            label={t('sellerProducts.fields.preparation')}
            unit={t('sellerProducts.fields.days')}
            value={values.preparationDays}
            onChange={(v) => set('preparationDays', v)}
            error={errors.fields.preparationDays}
            hint={t('sellerProducts.fields.preparationHint', {
              min: P.preparationMinDays,
              max: P.preparationMaxDays,
            })}
            required
          />
        </div>
        <fieldset className={styles.inlineFieldset}>
          <legend className={fieldStyles.label}>{t('sellerProducts.fields.package')}</legend>
          <div className={styles.grid3}>
            {(['packageLengthCm', 'packageWidthCm', 'packageHeightCm'] as const).map((key) => (
              <NumberField
                key={key}
                name={key}
                label={t(`sellerProducts.fields.${key}`)}
                unit="cm"
                value={values[key]}
                onChange={(v) => set(key, v)}
                error={errors.fields[key]}
              />
            ))}
          </div>
        </fieldset>
        <Checkbox
          label={t('sellerProducts.fields.preOrder')}
          checked={values.isPreOrder}
          onChange={(event) => set('isPreOrder', event.target.checked)}
        />
      </FormSection>

      <FormSection
        id="size"
        title={t('sellerProducts.sections.size')}
        hint={t('sellerProducts.sections.sizeHint')}
      >
        <SizeDetailsEditor
          details={values.sizeDetails}
          onChange={(next) => set('sizeDetails', next)}
          errors={errors.fields}
        />
        <SizeChartPicker
          charts={sizeCharts}
          value={values.sizeChartId}
          onChange={(id) => set('sizeChartId', id)}
          error={errors.fields.sizeChartId}
        />
      </FormSection>

      <FormSection id="returns" title={t('sellerProducts.sections.returns')}>
        <NumberField
          name="returnDays"
          label={t('sellerProducts.fields.returnDays')}
          unit={t('sellerProducts.fields.days')}
          value={values.returnDays}
          onChange={(v) => set('returnDays', v)}
          error={errors.fields.returnDays}
          hint={t('sellerProducts.fields.returnDaysHint', {
            min: P.returnPeriodMinDays,
            max: P.returnPeriodMaxDays,
          })}
          required
        />
        <fieldset className={styles.inlineFieldset} aria-describedby="return-conditions-error">
          <legend className={fieldStyles.label}>
            {t('sellerProducts.fields.returnConditions')}
            <span className={fieldStyles.required} aria-hidden="true">
              *
            </span>
          </legend>
          <div className={styles.checks}>
            {RETURN_CONDITIONS.map((condition) => (
              <Checkbox
                key={condition}
                label={t(`catalog.returnConditions.${condition}`)}
                checked={values.returnConditions.includes(condition)}
                onChange={(event) =>
                  set(
                    'returnConditions',
                    event.target.checked
                      ? [...values.returnConditions, condition]
                      : values.returnConditions.filter((c) => c !== condition),
                  )
                }
              />
            ))}
          </div>
          <GroupError id="return-conditions-error" message={errors.fields.returnConditions} />
        </fieldset>
        <TextField
          name="link"
          type="url"
          inputMode="url"
          label={t('sellerProducts.fields.link')}
          placeholder="https://"
          value={values.link}
          maxLength={P.linkMax}
          onChange={(event) => set('link', event.target.value)}
          error={errors.fields.link}
          hint={t('sellerProducts.fields.linkHint')}
        />
      </FormSection>

      <div className={styles.actionBar}>
        <p
          className={[styles.actionNote, impact?.review && styles.actionWarn].filter(Boolean).join(' ')}
          aria-live="polite"
        >
          {!impact
            ? t('sellerProducts.form.reviewNote', { min: P.approvalDaysMin, max: P.approvalDaysMax })
            : impact.review
              ? t('sellerProducts.form.willReview', { min: P.approvalDaysMin, max: P.approvalDaysMax })
              : impact.price
                ? t('sellerProducts.form.willChangePrice', { count: detail?.priceLock.changesLeft ?? 0 })
                : t('sellerProducts.form.liveNote')}
        </p>
        <div className={styles.actionButtons}>
          <Link to={LIST} className={[buttonClassName({ variant: 'ghost' }), styles.cancel].join(' ')}>
            {t('sellerProducts.form.cancel')}
          </Link>
          {canDraft && (
            <Button
              variant="secondary"
              onClick={() => void save(false)}
              loading={pending === 'draft'}
              disabled={pending !== null}
            >
              {t('sellerProducts.form.saveDraft')}
            </Button>
          )}
          <Button type="submit" loading={pending === 'submit'} disabled={pending !== null}>
            {primaryLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** The first message under a list's items ("images.2": a duplicate picture). */
function firstIndexed(fields: Record<string, string>, prefix: string): string | undefined {
  const key = Object.keys(fields).find((k) => k.startsWith(`${prefix}.`));
  return key ? fields[key] : undefined;
}

/** Leaf categories only (the API refuses a group): a select with one group per top category. */
function CategoryPicker({
  categories,
  value,
  onChange,
  error,
}: {
  categories: CategoryChoice[];
  value: string;
  onChange: (id: string) => void;
  error?: string;
}) {
  const t = useT();
  const id = 'product-category';
  const known = useMemo(
    () => categories.some((c) => c.children.some((leaf) => leaf.id === value)),
    [categories, value],
  );
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {t('sellerProducts.fields.category')}
        <span className={fieldStyles.required} aria-hidden="true">
          *
        </span>
      </label>
      <select
        id={id}
        name="categoryId"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${fieldStyles.control} ${fieldStyles.select}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        required
      >
        <option value="">{t('sellerProducts.fields.categoryPlaceholder')}</option>
        {value && !known && <option value={value}>{t('sellerProducts.fields.categoryHidden')}</option>}
        {categories.map((group) => (
          <optgroup key={group.id} label={group.name}>
            {group.children.map((leaf) => (
              <option key={leaf.id} value={leaf.id}>
                {leaf.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <GroupError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A free-text attribute with the marketplace's usual values as suggestions. */
function AttributeField({
  attribute,
  value,
  onChange,
  error,
}: {
  attribute: (typeof ATTRIBUTE_KEYS)[number];
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const t = useT();
  const listId = `attribute-${attribute}-choices`;
  const choices = SUGGESTED.has(attribute)
    ? ATTRIBUTE_CHOICES[attribute as keyof typeof ATTRIBUTE_CHOICES]
    : [];
  return (
    <>
      <TextField
        name={`attributes.${attribute}`}
        label={t(`product.details.${attribute}`)}
        value={value}
        maxLength={60}
        list={choices.length > 0 ? listId : undefined}
        placeholder={choices.length > 0 ? t('sellerProducts.fields.chooseOrType') : undefined}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        autoComplete="off"
      />
      {choices.length > 0 && (
        <datalist id={listId}>
          {choices.map((choice) => (
            <option key={choice.key} value={choice.value} />
          ))}
        </datalist>
      )}
    </>
  );
}
