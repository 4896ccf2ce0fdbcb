import type { BlookTemplateView } from '@cho-dep/api/community/blooks/blook-view-schemas';
import { type BlookInput, type BlookSlot, blookInputSchema } from '@cho-dep/core/community/blook-schemas';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { useLanguage, useT } from '../../../lib/i18n';
import { useRequireLogin } from '../../../lib/use-require-login';
import { Button } from '../../../ui/button';
import { FormErrorSummary } from '../../../ui/form-error-summary';
import { TextField } from '../../../ui/text-field';
import { publishBlook } from './blook-api';
import styles from './blook-builder.module.css';
import { BlookCollage } from './blook-collage';
import type { BlookBuilderData } from './blook-data.server';
import { BlookProductPicker, type PickedItem } from './blook-product-picker';
import { TemplateChoice } from './template-choice';

const TITLE_MAX = LIMITS.blook.titleMax;

/**
 * /blook/tao: pick a layout, fill each slot with a product of any shop (and a variant if
 * wanted), name the look, pick the occasion, publish, and land on the new blook. Switching the
 * layout keeps the products whose slot the new one also has.
 */
export function BlookBuilderScreen({ data }: { data: BlookBuilderData }) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const [template, setTemplate] = useState<BlookTemplateView | undefined>(data.templates[0]);
  const [picked, setPicked] = useState<Partial<Record<BlookSlot, PickedItem>>>({});
  const [picking, setPicking] = useState<BlookSlot | null>(null);
  const form = useSchemaForm(blookInputSchema, {
    defaultValues: {
      title: '',
      categoryId: '',
      subCategoryId: null,
      templateId: template?.id ?? '',
      items: [],
    },
  });
  const categoryId = form.watch('categoryId');
  const subCategoryId = form.watch('subCategoryId');
  const title = form.watch('title') ?? '';
  const category = data.categories.find((c) => c.id === categoryId);
  const slots = template?.slots ?? [];
  const filled = slots.filter((slot) => picked[slot.slot]).length;
  const missing = slots.filter((slot) => !picked[slot.slot]).map((slot) => t(`blook.slots.${slot.slot}`));

  const itemsOf = (next: Partial<Record<BlookSlot, PickedItem>>, tpl = template): BlookInput['items'] =>
    (tpl?.slots ?? []).flatMap((slot) => {
      const item = next[slot.slot];
      return item ? [{ slot: slot.slot, productId: item.productId, variantId: item.variantId }] : [];
    });
  const sync = (next: Partial<Record<BlookSlot, PickedItem>>, tpl = template) => {
    setPicked(next);
    form.setValue('items', itemsOf(next, tpl), { shouldValidate: form.formState.isSubmitted });
  };

  const chooseTemplate = (next: BlookTemplateView) => {
    setTemplate(next);
    form.setValue('templateId', next.id);
    sync(picked, next);
  };

  const publish = form.submit(async (values) => {
    if (missing.length > 0) {
      form.setError('items', {
        type: 'client',
        message: t('blook.builder.missingSlots', { slots: missing.join(', ') }),
      });
      return;
    }
    const created = await publishBlook(values);
    navigate(`/blook/${created.id}`);
  });

  return (
    <main className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.heading}>{t('blook.builder.heading')}</h1>
        <p className={styles.intro}>{t('blook.builder.intro')}</p>
      </header>
      <form
        ref={form.formRef}
        onSubmit={(event) => (requireLogin() ? publish(event) : event.preventDefault())}
        noValidate
      >
        <FormErrorSummary errors={form} />
        <section className={styles.step} aria-labelledby="blook-step-template">
          <h2 id="blook-step-template" className={styles.stepHeading}>
            {t('blook.builder.stepTemplate')}
          </h2>
          <TemplateChoice templates={data.templates} selected={template?.id} onChoose={chooseTemplate} />
        </section>

        <section className={styles.step} aria-labelledby="blook-step-fill">
          <h2 id="blook-step-fill" className={styles.stepHeading}>
            {t('blook.builder.stepFill')}
            <span className={styles.progress}>
              {t('blook.builder.filled', { filled, total: slots.length })}
            </span>
          </h2>
          <div className={styles.canvas}>
            <BlookCollage
              size="page"
              columns={template?.columns ?? 1}
              rows={template?.rows ?? 1}
              tiles={slots}
              renderTile={(slot) => {
                const item = picked[slot.slot];
                const name = t(`blook.slots.${slot.slot}`);
                return (
                  <button
                    type="button"
                    className={item ? styles.slotFilled : styles.slotEmpty}
                    onClick={() => requireLogin(() => setPicking(slot.slot))}
                    data-testid={`blook-slot-${slot.slot}`}
                    aria-label={
                      item
                        ? `${name}: ${item.name}. ${t('blook.builder.change')}`
                        : t('blook.builder.pickFor', { slot: name })
                    }
                  >
                    {item?.imageUrl ? (
                      <img src={item.imageUrl} alt="" />
                    ) : (
                      <span className={styles.slotPlus} aria-hidden="true">
                        +
                      </span>
                    )}
                    <span className={styles.slotName}>
                      {item?.variantLabel ? `${name} · ${item.variantLabel}` : name}
                    </span>
                  </button>
                );
              }}
            />
          </div>
          {form.fieldError('items') && (
            <p className={styles.error} id="blook-items-error" data-field-error="">
              {form.fieldError('items')}
            </p>
          )}
        </section>

        <section className={styles.step} aria-labelledby="blook-step-details">
          <h2 id="blook-step-details" className={styles.stepHeading}>
            {t('blook.builder.stepDetails')}
          </h2>
          <TextField
            label={t('blook.builder.titleLabel')}
            placeholder={t('blook.builder.titlePlaceholder')}
            required
            hint={`${title.length}/${TITLE_MAX}`}
            error={form.fieldError('title')}
            data-testid="blook-title-input"
            {...form.register('title')}
          />
          <fieldset className={styles.chipsField}>
            <legend className={styles.label}>{t('blook.builder.category')}</legend>
            <div className={styles.chips}>
              {data.categories.map((c) => (
                <button
                  key={c.id}
                  type="button"
                  className={styles.chip}
                  aria-pressed={c.id === categoryId}
                  onClick={() => {
                    form.setValue('categoryId', c.id, { shouldValidate: form.formState.isSubmitted });
                    form.setValue('subCategoryId', null);
                  }}
                  data-testid="blook-category"
                >
                  {c.name[language]}
                </button>
              ))}
            </div>
            {form.fieldError('categoryId') && <p className={styles.error}>{form.fieldError('categoryId')}</p>}
          </fieldset>
          {category && category.subCategories.length > 0 && (
            <fieldset className={styles.chipsField}>
              <legend className={styles.label}>{t('blook.builder.subCategory')}</legend>
              <div className={styles.chips}>
                {category.subCategories.map((sub) => (
                  <button
                    key={sub.id}
                    type="button"
                    className={styles.chip}
                    aria-pressed={sub.id === subCategoryId}
                    onClick={() => form.setValue('subCategoryId', sub.id === subCategoryId ? null : sub.id)}
                  >
                    {sub.name[language]}
                  </button>
                ))}
              </div>
            </fieldset>
          )}
        </section>
        {form.formError && (
          <p className={styles.error} role="alert">
            {form.formError}
          </p>
        )}
        <div className={styles.publishBar}>
          <Link to="/blook" className={styles.cancel}>
            {t('common.cancel')}
          </Link>
          <Button type="submit" disabled={form.formState.isSubmitting} data-testid="blook-publish">
            {form.formState.isSubmitting ? t('blook.builder.publishing') : t('blook.builder.publish')}
          </Button>
        </div>
      </form>
      {picking && (
        <BlookProductPicker
          slot={picking}
          onClose={() => setPicking(null)}
          onPick={(item) => {
            sync({ ...picked, [picking]: item });
            setPicking(null);
          }}
        />
      )}
    </main>
  );
}
