import type { SellerPromotionDetail } from '@cho-dep/api/promotions/seller-promotion-schemas';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { formatVnd } from '@cho-dep/core/format/money';
import { discountPercentOf, promotionInputSchema } from '@cho-dep/core/marketing/promotion-input-schema';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../lib/i18n';
import { useFormErrors } from '../../lib/use-form-errors';
import { Alert } from '../../ui/alert';
import { Button, buttonClassName } from '../../ui/button';
import { FormErrorSummary } from '../../ui/form-error-summary';
import { PictureUploadField } from '../../ui/picture-upload-field/picture-upload-field';
import styles from '../../ui/seller-marketing.module.css';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import {
  emptyPromotionValues,
  itemsFromPicker,
  type PromotionFormValues,
  type PromotionItemValues,
  promotionInputOf,
  promotionValuesOf,
} from './promotion-form-values';
import { PromotionPicker } from './promotion-picker';
import {
  PROMOTIONS_HREF,
  type PromotionKind,
  savePromotion,
  uploadPromotionCover,
} from './seller-promotion-api';
import own from './seller-promotions.module.css';

type ItemBox = 'discountedPrice' | 'maxDiscount' | 'stock' | 'perOrderLimit' | 'perUserLimit';
const keyOf = (i: { productId: string; variantId: string | null }) =>
  i.variantId ? `${i.productId}:${i.variantId}` : i.productId;

/**
 * /ban-hang/chuong-trinh-cua-toi/tao and /cap-nhat/{id}: a program by product or by variant
 * (product.md §3), checked with the schema the API uses; the API adds the checks that need
 * the database (own products, today's price, stock, overlapping programs) under the same fields.
 */
export function SellerPromotionForm({
  initial,
  kind,
  now,
}: {
  initial: SellerPromotionDetail | null;
  kind: PromotionKind;
  now: string;
}) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const errors = useFormErrors();
  const [values, setValues] = useState<PromotionFormValues>(() =>
    initial ? promotionValuesOf(initial) : emptyPromotionValues(kind, new Date(now)),
  );
  const [picking, setPicking] = useState(false);
  const [coverError, setCoverError] = useState<string | undefined>(undefined);

  const set = <K extends keyof PromotionFormValues>(key: K, value: PromotionFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    errors.clear(key);
  };
  const setItem = (index: number, box: ItemBox, value: string) => {
    setValues((current) => ({
      ...current,
      items: current.items.map((item, i) => (i === index ? { ...item, [box]: value } : item)),
    }));
    errors.clear(`items.${index}.${box}`);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = errors.validate(promotionInputSchema, promotionInputOf(values));
    if (!value) return;
    let savedId: string | null = null;
    const ok = await errors.run(async () => {
      savedId = (await savePromotion(initial?.id ?? null, value)).data.id;
    });
    if (!ok || !savedId) return;
    toast.show(t(initial ? 'sellerPromotions.done.saved' : 'sellerPromotions.done.created'), 'success');
    navigate(`${PROMOTIONS_HREF}/chi-tiet/${savedId}?type=${values.kind}`);
  }

  const itemBox = (item: PromotionItemValues, index: number, box: ItemBox, label: string, hint?: string) => (
    <TextField
      label={label}
      hint={hint}
      value={item[box]}
      inputMode="numeric"
      error={errors.fields[`items.${index}.${box}`]}
      onChange={(event) => setItem(index, box, event.target.value)}
    />
  );
  const listHref = `${PROMOTIONS_HREF}?type=${values.kind}`;

  return (
    <>
      <form
        ref={errors.formRef}
        className={styles.screen}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <div className={styles.head}>
          <h1 className={styles.title}>
            {t(initial ? 'sellerPromotions.meta.edit' : 'sellerPromotions.meta.create')}
            {' · '}
            {t(`sellerPromotions.type.${values.kind}`)}
          </h1>
          <Link to={listHref} className={buttonClassName({ size: 'sm', variant: 'ghost' })}>
            {t('sellerPromotions.form.back')}
          </Link>
        </div>
        {errors.form && <Alert>{errors.form}</Alert>}
        <FormErrorSummary errors={errors} />

        <section className={styles.panel} aria-labelledby="promotion-basics">
          <h2 id="promotion-basics" className={styles.sectionTitle}>
            {t('sellerPromotions.form.basics')}
          </h2>
          <TextField
            label={t('sellerPromotions.form.name')}
            hint={t('sellerPromotions.form.nameHint', { max: LIMITS.promotion.programNameMax })}
            value={values.name}
            maxLength={LIMITS.promotion.programNameMax}
            error={errors.fields.name}
            onChange={(event) => set('name', event.target.value)}
          />
          <div className={styles.grid}>
            <TextField
              label={t('sellerPromotions.form.startsAt')}
              hint={t('sellerPromotions.form.timeHint')}
              type="datetime-local"
              value={values.startsAt}
              error={errors.fields.startsAt}
              onChange={(event) => set('startsAt', event.target.value)}
            />
            <TextField
              label={t('sellerPromotions.form.endsAt')}
              hint={t('sellerPromotions.form.timeHint')}
              type="datetime-local"
              value={values.endsAt}
              error={errors.fields.endsAt}
              onChange={(event) => set('endsAt', event.target.value)}
            />
          </div>
          <PictureUploadField
            label={t('sellerPromotions.form.cover')}
            hint={t('sellerPromotions.form.coverHint', {
              width: LIMITS.banner.coverMinWidth,
              height: LIMITS.banner.coverMinHeight,
            })}
            url={values.cover?.url ?? null}
            width={600}
            height={200}
            error={coverError ?? errors.fields.coverKey}
            upload={uploadPromotionCover}
            onUploaded={(picture) => {
              setCoverError(undefined);
              set('cover', picture);
              errors.clear('coverKey');
            }}
            onError={setCoverError}
          />
          {values.cover && (
            <div>
              <Button size="sm" variant="ghost" onClick={() => set('cover', null)}>
                {t('sellerPromotions.form.removeCover')}
              </Button>
            </div>
          )}
        </section>

        <section className={styles.panel} aria-labelledby="promotion-items">
          <div className={styles.head}>
            <h2 id="promotion-items" className={styles.sectionTitle}>
              {t('sellerPromotions.form.items', { count: values.items.length })}
            </h2>
            <Button size="sm" variant="secondary" onClick={() => setPicking(true)}>
              {t('sellerPromotions.form.add')}
            </Button>
          </div>
          <p className={styles.intro}>
            {t('sellerPromotions.form.itemsHint', { max: LIMITS.promotion.discountPercentMax })}
          </p>
          {errors.fields.items && <Alert>{errors.fields.items}</Alert>}
          {values.items.length === 0 ? (
            <p className={styles.empty}>{t('sellerPromotions.form.noItems')}</p>
          ) : (
            <ul className={own.pickerList}>
              {values.items.map((item, index) => {
                const price = Number(item.discountedPrice.replace(/[.\s]/g, ''));
                const percent =
                  item.discountedPrice.trim() && Number.isFinite(price)
                    ? discountPercentOf(item.originalPrice, price)
                    : null;
                const title = item.label ? `${item.name} · ${item.label}` : item.name;
                return (
                  <li key={keyOf(item)} className={own.item}>
                    <div className={own.itemHead}>
                      {item.image ? (
                        <img
                          className={own.thumb}
                          src={item.image}
                          alt=""
                          width={56}
                          height={56}
                          loading="lazy"
                        />
                      ) : (
                        <span className={own.thumb} aria-hidden="true" />
                      )}
                      <div>
                        <p className={own.itemName}>{title}</p>
                        <p className={styles.meta}>
                          <span>
                            {t('sellerPromotions.form.originalPrice')}: {formatVnd(item.originalPrice)}
                          </span>
                          {percent !== null && (
                            <span className={own.promoPrice}>
                              {t('sellerPromotions.form.discount', { percent })}
                            </span>
                          )}
                        </p>
                      </div>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t('sellerPromotions.form.remove', { name: title })}
                        onClick={() =>
                          set(
                            'items',
                            values.items.filter((_, i) => i !== index),
                          )
                        }
                      >
                        ✕
                      </Button>
                    </div>
                    {(['productId', 'originalPrice'] as const).map(
                      (field) =>
                        errors.fields[`items.${index}.${field}`] && (
                          <Alert key={field}>{errors.fields[`items.${index}.${field}`]}</Alert>
                        ),
                    )}
                    <div className={own.itemFields}>
                      {itemBox(item, index, 'discountedPrice', t('sellerPromotions.form.discountedPrice'))}
                      {itemBox(
                        item,
                        index,
                        'maxDiscount',
                        t('sellerPromotions.form.maxDiscount'),
                        t('sellerPromotions.form.optional'),
                      )}
                      {itemBox(
                        item,
                        index,
                        'stock',
                        t('sellerPromotions.form.stock'),
                        item.available === null
                          ? undefined
                          : t('sellerPromotions.form.stockHint', { stock: item.available }),
                      )}
                      {itemBox(
                        item,
                        index,
                        'perOrderLimit',
                        t('sellerPromotions.form.perOrderLimit'),
                        t('sellerPromotions.form.optional'),
                      )}
                      {itemBox(
                        item,
                        index,
                        'perUserLimit',
                        t('sellerPromotions.form.perUserLimit'),
                        t('sellerPromotions.form.optional'),
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </section>

        <div className={styles.footer}>
          <Link to={listHref} className={buttonClassName({ variant: 'neutral' })}>
            {t('sellerPromotions.form.cancel')}
          </Link>
          <Button type="submit" loading={errors.busy}>
            {t(initial ? 'sellerPromotions.form.save' : 'sellerPromotions.form.create')}
          </Button>
        </div>
      </form>
      {picking && (
        <PromotionPicker
          kind={values.kind}
          chosen={new Set(values.items.map(keyOf))}
          onAdd={(product, variantId) => {
            const taken = new Set(values.items.map(keyOf));
            const added = itemsFromPicker(values.kind, product, variantId).filter(
              (i) => !taken.has(keyOf(i)),
            );
            set('items', [...values.items, ...added]);
          }}
          onClose={() => setPicking(false)}
        />
      )}
    </>
  );
}
