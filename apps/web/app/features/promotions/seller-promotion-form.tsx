import type { SellerPromotionDetail } from '@cho-dep/api/promotions/seller-promotion-schemas';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { promotionInputSchema } from '@cho-dep/core/marketing/promotion-input-schema';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../lib/i18n';
import { useFormErrors } from '../../lib/use-form-errors';
import { Button } from '../../ui/button';
import { PictureUploadField } from '../../ui/picture-upload-field/picture-upload-field';
import styles from '../../ui/seller-marketing.module.css';
import { useToast } from '../../ui/toast';
import { ProgramFormFooter, ProgramFormHead, ProgramNameField, ProgramWindowFields } from './program-parts';
import {
  emptyPromotionValues,
  type PromotionFormValues,
  promotionInputOf,
  promotionValuesOf,
} from './promotion-form-values';
import { PromotionItemsSection } from './promotion-items-section';
import {
  PROMOTIONS_HREF,
  type PromotionKind,
  savePromotion,
  uploadPromotionCover,
} from './seller-promotion-api';

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
  const [coverError, setCoverError] = useState<string | undefined>(undefined);

  const set = <K extends keyof PromotionFormValues>(key: K, value: PromotionFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    errors.clear(key);
  };
  const box = (key: 'name' | 'startsAt' | 'endsAt') => ({
    value: values[key],
    error: errors.fields[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });

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

  const listHref = `${PROMOTIONS_HREF}?type=${values.kind}`;

  return (
    <form ref={errors.formRef} className={styles.screen} onSubmit={(event) => void submit(event)} noValidate>
      <ProgramFormHead
        title={`${t(initial ? 'sellerPromotions.meta.edit' : 'sellerPromotions.meta.create')} · ${t(`sellerPromotions.type.${values.kind}`)}`}
        listHref={listHref}
        errors={errors}
      />

      <section className={styles.panel} aria-labelledby="promotion-basics">
        <h2 id="promotion-basics" className={styles.sectionTitle}>
          {t('sellerPromotions.form.basics')}
        </h2>
        <ProgramNameField {...box('name')} />
        <ProgramWindowFields startsAt={box('startsAt')} endsAt={box('endsAt')} />
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

      <PromotionItemsSection
        kind={values.kind}
        items={values.items}
        errors={errors}
        intro={t('sellerPromotions.form.itemsHint', { max: LIMITS.promotion.discountPercentMax })}
        onItems={(items) => set('items', items)}
      />

      <ProgramFormFooter listHref={listHref} busy={errors.busy} editing={Boolean(initial)} />
    </form>
  );
}
