import { RETURN_CONDITIONS } from '@cho-dep/core/catalog/catalog-states';
import { PRODUCT_GENDERS } from '@cho-dep/core/catalog/product-genders';
import { preparationRange } from '@cho-dep/core/catalog/product-input-schema';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../../lib/i18n';
import { Alert } from '../../../ui/alert';
import { Button, buttonClassName } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import fieldStyles from '../../../ui/field.module.css';
import { FormErrorSummary } from '../../../ui/form-error-summary';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { ClassificationsEditor } from './classifications-section';
import { EditNotice } from './edit-notice';
import { CountedField, FormSection, GroupError, NumberField } from './form-bits';
import { ImageListPicker, VideoPicker } from './media-picker';
import styles from './product-form.module.css';
import { AttributeField, type CategoryChoice, CategoryPicker } from './product-form-fields';
import { ATTRIBUTE_KEYS, type ProductDefaults } from './product-form-values';
import { formatDay } from './product-format';
import { type SellerProductDetail, uploadProductMedia } from './products-api';
import { type SizeChartChoice, SizeChartPicker, SizeDetailsEditor } from './size-section';
import { useProductForm } from './use-product-form';
import { buildVariantRows } from './variant-rows';
import { VariantTable } from './variant-table';

const P = LIMITS.product;
const LIST = '/ban-hang/quan-ly-san-pham';

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
  const language = useLanguage();
  const {
    values,
    setValues,
    set,
    clearUnder,
    errors,
    pending,
    formRef,
    live,
    impact,
    canDraft,
    save,
    onSubmit,
    primaryLabel,
  } = useProductForm({ detail, defaults });

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

      {errors.form && <Alert tone="error">{errors.form}</Alert>}
      <FormErrorSummary errors={errors} />

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
            {t('sellerProducts.lock.lockedShort', {
              date: formatDay(detail.priceLock.allowedFrom, language),
            })}
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
              max: P.preparationInStockMaxDays,
              preOrderMin: P.preparationPreOrderMinDays,
              preOrderMax: P.preparationMaxDays,
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
          onChange={(event) => {
            const preOrder = event.target.checked;
            set('isPreOrder', preOrder);
            // Move the preparation time into the range the switch now allows (1-3 or 5-30 days).
            const days = Number(values.preparationDays);
            const range = preparationRange(preOrder);
            if (!Number.isFinite(days) || days < range.min || days > range.max) {
              set(
                'preparationDays',
                String(preOrder ? range.min : (defaults?.preparationDays ?? P.preparationDefaultDays)),
              );
            }
          }}
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
