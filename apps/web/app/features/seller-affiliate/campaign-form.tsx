import { type CampaignInput, campaignInputSchema } from '@cho-dep/core/affiliate/affiliate-input-schemas';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { formatVnd } from '@cho-dep/core/format/money';
import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { Button, buttonClassName } from '../../ui/button';
import { FormErrorSummary } from '../../ui/form-error-summary';
import { RadioGroup } from '../../ui/radio-group';
import page from '../../ui/seller-marketing.module.css';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import { type CampaignFormValues, campaignInputOf, campaignValuesOf } from './campaign-form-values';
import { ProductThumb } from './rates-form';
import styles from './seller-affiliate.module.css';
import { CAMPAIGNS_HREF, campaignHref, saveCampaign } from './seller-affiliate-api';
import { TextAreaField } from './text-area-field';
import { useMappedForm } from './use-mapped-form';

const A = LIMITS.affiliate;

const RATE_FIELD = { AFFILIATE_CAMPAIGN_RATE_TOO_LOW: 'ratePercent' } as const;

type Initial = Parameters<typeof campaignValuesOf>[0] & { id: string };

/**
 * /nha-ban/chien-dich-mo/tao and /cap-nhat/{id}: a campaign's name, description, rate (above the
 * shop's), products, dates and audience, checked with the schema the API uses; saving sends it
 * to the admin's review.
 */
export function CampaignForm({
  initial,
  catalog,
  shopRatePercent,
  now,
}: {
  initial: Initial | null;
  catalog: { id: string; name: string; image: string | null; price: number }[];
  shopRatePercent: number;
  now: string;
}) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const toInput = useCallback((v: CampaignFormValues) => campaignInputOf(v), []);
  const form = useMappedForm<CampaignFormValues, CampaignInput>(
    campaignInputSchema,
    toInput,
    campaignValuesOf(initial, new Date(now)),
    RATE_FIELD,
  );
  const audience = form.watch('audience');
  const picked = form.watch('productIds');

  const onSubmit = form.submit(async (body) => {
    const saved = (await saveCampaign(initial?.id ?? null, body)).data;
    toast.show(t(initial ? 'sellerAffiliate.form.saved' : 'sellerAffiliate.form.created'), 'success');
    await navigate(campaignHref(saved.id));
  });

  return (
    <form
      ref={form.formRef}
      className={page.screen}
      onSubmit={onSubmit}
      noValidate
      data-testid="campaign-form"
    >
      <div className={page.head}>
        <Link
          to={initial ? campaignHref(initial.id) : CAMPAIGNS_HREF}
          className={buttonClassName({ size: 'sm', variant: 'ghost' })}
        >
          {t('sellerAffiliate.form.back')}
        </Link>
      </div>
      {form.formError && <Alert>{form.formError}</Alert>}
      <FormErrorSummary errors={form} />
      <section className={page.panel} aria-labelledby="campaign-basics">
        <h2 id="campaign-basics" className={page.sectionTitle}>
          {t('sellerAffiliate.form.basics')}
        </h2>
        <TextField
          label={t('sellerAffiliate.form.name')}
          hint={t('sellerAffiliate.form.nameHint', { max: A.campaignNameMax })}
          maxLength={A.campaignNameMax}
          {...form.register('name')}
          error={form.fieldError('name')}
          data-testid="campaign-name"
        />
        <TextAreaField
          label={t('sellerAffiliate.form.description')}
          hint={t('sellerAffiliate.form.descriptionHint', { max: A.campaignDescriptionMax })}
          maxLength={A.campaignDescriptionMax}
          {...form.register('description')}
          error={form.fieldError('description')}
        />
        <TextField
          label={t('sellerAffiliate.form.rate')}
          hint={t('sellerAffiliate.form.rateHint', { rate: shopRatePercent, max: A.ratePercentMax })}
          inputMode="decimal"
          {...form.register('ratePercent')}
          error={form.fieldError('ratePercent')}
          data-testid="campaign-rate"
        />
        <div className={page.grid}>
          <TextField
            label={t('sellerAffiliate.form.startsAt')}
            type="datetime-local"
            {...form.register('startsAt')}
            error={form.fieldError('startsAt')}
          />
          <TextField
            label={t('sellerAffiliate.form.endsAt')}
            hint={t('sellerAffiliate.form.datesHint', { days: A.campaignDaysMax })}
            type="datetime-local"
            {...form.register('endsAt')}
            error={form.fieldError('endsAt')}
          />
        </div>
      </section>

      <section className={page.panel} aria-labelledby="campaign-products">
        <h2 id="campaign-products" className={page.sectionTitle}>
          {t('sellerAffiliate.form.products', { n: picked.length, max: A.campaignProductsMax })}
        </h2>
        <p className={page.intro}>{t('sellerAffiliate.form.productsHint', { max: A.campaignProductsMax })}</p>
        {form.fieldError('productIds') && <Alert>{form.fieldError('productIds')}</Alert>}
        {catalog.length === 0 ? (
          <p className={page.empty}>{t('sellerAffiliate.form.noProducts')}</p>
        ) : (
          <ul className={styles.checklist}>
            {catalog.map((p) => (
              <li key={p.id}>
                <label className={styles.checkItem}>
                  <input
                    type="checkbox"
                    checked={picked.includes(p.id)}
                    onChange={(event) =>
                      form.setValue(
                        'productIds',
                        event.target.checked ? [...picked, p.id] : picked.filter((id) => id !== p.id),
                      )
                    }
                    data-testid="campaign-product"
                  />
                  <ProductThumb product={p} />
                  <span className={styles.rateName}>
                    <span>{p.name}</span>
                    <span className={page.meta}>{formatVnd(p.price)}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={page.panel}>
        <RadioGroup
          legend={t('sellerAffiliate.form.audience')}
          name="audience"
          value={audience}
          onChange={(value) => form.setValue('audience', value as CampaignFormValues['audience'])}
          options={[
            { value: 'all', label: t('sellerAffiliate.form.audienceAll') },
            { value: 'invited', label: t('sellerAffiliate.form.audienceInvited') },
          ]}
        />
        {audience === 'invited' && (
          <TextAreaField
            label={t('sellerAffiliate.form.invitees')}
            hint={t('sellerAffiliate.form.inviteesHint', { max: A.campaignInviteesMax })}
            {...form.register('invitees')}
            error={form.fieldError('invitees') ?? firstItemError(form.fieldError, 'invitees')}
          />
        )}
      </section>
      <div className={page.footer}>
        <Button type="submit" loading={form.formState.isSubmitting} data-testid="campaign-submit">
          {t(initial ? 'sellerAffiliate.form.save' : 'sellerAffiliate.form.create')}
        </Button>
      </div>
    </form>
  );
}

/** The first message under a list's items (`invitees.3`), shown on the one box that holds them. */
function firstItemError(fieldError: (path: string) => string | undefined, path: string) {
  for (let i = 0; i < A.campaignInviteesMax + 1; i++) {
    const message = fieldError(`${path}.${i}`);
    if (message) return message;
  }
  return undefined;
}
