import { LIMITS } from '@cho-dep/core/constants/limits';
import { groupBuyProgramInputSchema } from '@cho-dep/core/group-buying/group-buy-input-schema';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../lib/i18n';
import { useFormErrors } from '../../lib/use-form-errors';
import styles from '../../ui/seller-marketing.module.css';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import {
  ProgramFormFooter,
  ProgramFormHead,
  ProgramNameField,
  ProgramWindowFields,
} from '../promotions/program-parts';
import type { PromotionItemValues } from '../promotions/promotion-form-values';
import { PromotionItemsSection } from '../promotions/promotion-items-section';
import type { PromotionKind } from '../promotions/seller-promotion-api';
import type { GroupProgram } from './group-buy-types';
import own from './group-buying.module.css';
import {
  emptyGroupProgramValues,
  type GroupProgramFormValues,
  groupProgramInputOf,
  groupProgramValuesOf,
} from './group-program-form-values';
import { GROUP_PROGRAMS_HREF, groupProgramHref, saveGroupProgram } from './seller-group-buy-api';

const G = LIMITS.groupBuying;

/**
 * /ban-hang/chuong-trinh-cua-toi/tao?type=group and /cap-nhat/{id}?type=group: a group-buy
 * program by product or by variant, checked with the schema the API uses (the promotion rules
 * on each item, team size, window); the API's database checks land under the same fields.
 */
export function SellerGroupProgramForm({
  initial,
  kind,
  now,
}: {
  initial: { program: GroupProgram; items: PromotionItemValues[] } | null;
  kind: PromotionKind;
  now: string;
}) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const errors = useFormErrors();
  const [values, setValues] = useState<GroupProgramFormValues>(() =>
    initial
      ? groupProgramValuesOf(initial.program, initial.items)
      : emptyGroupProgramValues(kind, new Date(now)),
  );
  const set = <K extends keyof GroupProgramFormValues>(key: K, value: GroupProgramFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    errors.clear(key);
  };
  const box = (key: 'name' | 'startsAt' | 'endsAt' | 'teamSize' | 'windowHours') => ({
    value: values[key],
    error: errors.fields[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = errors.validate(groupBuyProgramInputSchema, groupProgramInputOf(values));
    if (!value) return;
    let savedId: string | null = null;
    const ok = await errors.run(async () => {
      savedId = (await saveGroupProgram(initial?.program.id ?? null, value)).data.id;
    });
    if (!ok || !savedId) return;
    toast.show(t(initial ? 'sellerPromotions.done.saved' : 'sellerPromotions.done.created'), 'success');
    navigate(groupProgramHref(savedId));
  }

  const listHref = `${GROUP_PROGRAMS_HREF}?type=group`;
  return (
    <form
      ref={errors.formRef}
      className={styles.screen}
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="group-program-form"
    >
      <ProgramFormHead
        title={`${t(initial ? 'groupBuying.seller.edit' : 'groupBuying.seller.create')} · ${t(`sellerPromotions.type.${values.kind}`)}`}
        listHref={listHref}
        errors={errors}
      />

      <section className={styles.panel} aria-labelledby="group-basics">
        <h2 id="group-basics" className={styles.sectionTitle}>
          {t('sellerPromotions.form.basics')}
        </h2>
        <ProgramNameField {...box('name')} />
        {!initial && (
          <fieldset className={own.kinds}>
            <legend>{t('sellerPromotions.type.label')}</legend>
            {(['product', 'variant'] as const).map((k) => (
              <label key={k} className={own.kind}>
                <input
                  type="radio"
                  name="kind"
                  value={k}
                  checked={values.kind === k}
                  onChange={() => setValues((current) => ({ ...current, kind: k, items: [] }))}
                />
                {t(`sellerPromotions.type.${k}`)}
              </label>
            ))}
          </fieldset>
        )}
        <ProgramWindowFields startsAt={box('startsAt')} endsAt={box('endsAt')} />
      </section>

      <section className={styles.panel} aria-labelledby="group-rules">
        <h2 id="group-rules" className={styles.sectionTitle}>
          {t('groupBuying.seller.rules')}
        </h2>
        <div className={styles.grid}>
          <TextField
            label={t('groupBuying.seller.teamSizeField')}
            hint={t('groupBuying.seller.teamSizeHint', { min: G.teamSizeMin, max: G.teamSizeMax })}
            type="number"
            min={G.teamSizeMin}
            max={G.teamSizeMax}
            inputMode="numeric"
            {...box('teamSize')}
          />
          <TextField
            label={t('groupBuying.seller.windowHours')}
            hint={t('groupBuying.seller.windowHint', {
              default: G.windowHoursDefault,
              max: G.windowHoursMax,
            })}
            type="number"
            min={1}
            max={G.windowHoursMax}
            inputMode="numeric"
            {...box('windowHours')}
          />
        </div>
      </section>

      <PromotionItemsSection
        kind={values.kind}
        items={values.items}
        errors={errors}
        intro={t('groupBuying.seller.itemsHint', { max: LIMITS.promotion.discountPercentMax })}
        priceLabel={t('groupBuying.seller.teamPriceBox')}
        titleKey="groupBuying.seller.items"
        onItems={(items) => set('items', items)}
      />

      <ProgramFormFooter listHref={listHref} busy={errors.busy} editing={Boolean(initial)} />
    </form>
  );
}
