import type { Nomination, SellerCampaign } from '@cho-dep/api/campaigns/campaign-schemas';
import type { PromotionPickerProduct } from '@cho-dep/api/promotions/seller-promotion-schemas';
import { formatDateTime } from '@cho-dep/core/format/date-time';
import { formatVnd } from '@cho-dep/core/format/money';
import { nominationInputSchema } from '@cho-dep/core/marketing/campaign-input-schema';
import { type FormEvent, useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { call, client } from '../../../lib/api-fetch';
import { useT } from '../../../lib/i18n';
import { useFormErrors } from '../../../lib/use-form-errors';
import { Alert } from '../../../ui/alert';
import { Badge, type BadgeTone } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { Modal } from '../../../ui/modal';
import { SelectField } from '../../../ui/select-field';
import styles from '../../../ui/seller-marketing.module.css';
import { TextField } from '../../../ui/text-field';
import { useToast } from '../../../ui/toast';
import own from './seller-campaigns.module.css';

const PHASE_TONE: Record<SellerCampaign['phase'], BadgeTone> = {
  upcoming: 'neutral',
  registration: 'info',
  closed: 'warning',
  running: 'success',
  ended: 'neutral',
};
const STATUS_TONE = { pending: 'warning', approved: 'success', rejected: 'danger' } as const;
const span = (a: string, b: string) => `${formatDateTime(a)} – ${formatDateTime(b)}`;

/**
 * /ban-hang/chien-dich: the platform's campaigns not yet ended. While registration is open the
 * seller nominates products of the shop at a campaign price (the same schema as the API) and
 * withdraws nominations the admin has not decided.
 */
export function SellerCampaignsScreen({
  campaigns,
  products,
}: {
  campaigns: SellerCampaign[];
  products: PromotionPickerProduct[];
}) {
  const t = useT();
  const [nominating, setNominating] = useState<SellerCampaign | null>(null);
  return (
    <div className={styles.screen}>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('campaigns.meta.seller')}</h1>
      </div>
      <p className={own.intro}>{t('campaigns.seller.description')}</p>
      {campaigns.length === 0 ? (
        <EmptyState title={t('campaigns.seller.empty')} />
      ) : (
        <ul className={own.list}>
          {campaigns.map((c) => (
            <li key={c.id} className={styles.panel} data-testid="seller-campaign">
              <div className={own.cardHead}>
                <h2 className={styles.sectionTitle}>{c.name}</h2>
                <Badge tone={PHASE_TONE[c.phase]}>{t(`campaigns.phase.${c.phase}`)}</Badge>
              </div>
              {c.description && <p className={own.description}>{c.description}</p>}
              <p className={own.meta}>
                {t('campaigns.info.registration')}: {span(c.registrationStartsAt, c.registrationEndsAt)}
              </p>
              <p className={own.meta}>
                {t('campaigns.info.sale')}: {span(c.startsAt, c.endsAt)}
              </p>
              <p className={own.meta}>
                {t('campaigns.info.minDiscount', { percent: c.minDiscountPercent })} ·{' '}
                {t('campaigns.info.maxProducts', { count: c.maxProductsPerShop })}
              </p>
              {c.phase === 'registration' ? (
                <div>
                  <Button size="sm" onClick={() => setNominating(c)}>
                    {t('campaigns.seller.nominate')}
                  </Button>
                </div>
              ) : (
                <p className={own.meta}>{t('campaigns.seller.notOpen')}</p>
              )}
              {c.nominations.length > 0 && (
                <>
                  <h3 className={own.subTitle}>
                    {t('campaigns.seller.mine', { count: c.nominations.length })}
                  </h3>
                  <ul className={own.list}>
                    {c.nominations.map((n) => (
                      <NominationLine key={n.id} nomination={n} />
                    ))}
                  </ul>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {nominating && (
        <NominateDialog campaign={nominating} products={products} onClose={() => setNominating(null)} />
      )}
    </div>
  );
}

function NominationLine({ nomination: n }: { nomination: Nomination }) {
  const t = useT();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function withdraw() {
    setBusy(true);
    setFailure(null);
    try {
      await call(
        client.DELETE('/api/v1/seller/campaigns/nominations/{id}', { params: { path: { id: n.id } } }),
      );
      toast.show(t('campaigns.seller.withdrawn'), 'success');
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('errors.INTERNAL'));
    } finally {
      setBusy(false);
      await revalidator.revalidate();
    }
  }
  return (
    <li className={own.line} data-testid="seller-nomination">
      {n.image ? (
        <img className={own.thumb} src={n.image} alt="" width={48} height={48} />
      ) : (
        <span className={own.thumb} />
      )}
      <span className={own.lineBody}>
        <span className={own.lineName}>
          {n.productName}
          {n.variantLabel ? ` · ${n.variantLabel}` : ''}
        </span>
        <span>
          <span className={own.price}>{formatVnd(n.campaignPrice)}</span>{' '}
          <span className={own.strike}>{formatVnd(n.originalPrice)}</span> -{n.discountPercent}% ·{' '}
          {t('campaigns.nomination.stock')} {n.stock}
        </span>
        {n.rejectReason && (
          <span className={own.meta}>{t('campaigns.nomination.reason', { reason: n.rejectReason })}</span>
        )}
        {failure && <Alert>{failure}</Alert>}
      </span>
      <span className={own.lineEnd}>
        <Badge tone={STATUS_TONE[n.status]}>{t(`campaigns.nomination.status.${n.status}`)}</Badge>
        {n.status === 'pending' && (
          <Button size="sm" variant="ghost" loading={busy} onClick={() => void withdraw()}>
            {t('campaigns.seller.withdraw')}
          </Button>
        )}
      </span>
    </li>
  );
}

function NominateDialog({
  campaign,
  products,
  onClose,
}: {
  campaign: SellerCampaign;
  products: PromotionPickerProduct[];
  onClose: () => void;
}) {
  const t = useT();
  const toast = useToast();
  const revalidator = useRevalidator();
  const formId = useId();
  const errors = useFormErrors();
  const [productId, setProductId] = useState('');
  const [variantId, setVariantId] = useState('');
  const [campaignPrice, setCampaignPrice] = useState('');
  const [stock, setStock] = useState('');
  const product = products.find((p) => p.id === productId);
  const variant = product?.variants.find((v) => v.id === variantId);
  const current = variant ?? product;
  const highest = current ? Math.floor((current.price * (100 - campaign.minDiscountPercent)) / 100) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = errors.validate(nominationInputSchema, {
      productId,
      variantId: variantId || null,
      campaignPrice: campaignPrice.replace(/\D/g, ''),
      stock,
    });
    if (!value) return;
    const ok = await errors.run(() =>
      call(
        client.POST('/api/v1/seller/campaigns/{id}/nominations', {
          params: { path: { id: campaign.id } },
          body: value,
        }),
      ),
    );
    if (!ok) return;
    toast.show(t('campaigns.seller.sent'), 'success');
    onClose();
    await revalidator.revalidate();
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t('campaigns.seller.nominateTitle', { name: campaign.name })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={errors.busy}>
            {t('campaigns.seller.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={errors.busy}>
            {t('campaigns.seller.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} className={own.form} onSubmit={(event) => void submit(event)} noValidate>
        {errors.form && <Alert>{errors.form}</Alert>}
        <SelectField
          label={t('campaigns.seller.pickProduct')}
          placeholder={t('campaigns.seller.pickProduct')}
          options={products.map((p) => ({ value: p.id, label: p.name }))}
          value={productId}
          error={errors.fields.productId}
          required
          onChange={(event) => {
            setProductId(event.target.value);
            setVariantId('');
            errors.clear('productId');
          }}
        />
        {product && product.variants.length > 0 && (
          <SelectField
            label={t('campaigns.seller.pickVariant')}
            options={[
              { value: '', label: t('campaigns.seller.allVariants') },
              ...product.variants.map((v) => ({ value: v.id, label: `${v.label} · ${formatVnd(v.price)}` })),
            ]}
            value={variantId}
            error={errors.fields.variantId}
            onChange={(event) => setVariantId(event.target.value)}
          />
        )}
        {current && (
          <p className={own.meta}>
            {t('campaigns.seller.currentPrice', { price: formatVnd(current.price), stock: current.stock })}
          </p>
        )}
        <TextField
          label={t('campaigns.nomination.campaignPrice')}
          inputMode="numeric"
          value={campaignPrice}
          hint={
            highest !== null
              ? t('campaigns.seller.priceHint', {
                  percent: campaign.minDiscountPercent,
                  price: formatVnd(highest),
                })
              : undefined
          }
          error={errors.fields.campaignPrice}
          required
          onChange={(event) => {
            setCampaignPrice(event.target.value);
            errors.clear('campaignPrice');
          }}
        />
        <TextField
          label={t('campaigns.nomination.stock')}
          inputMode="numeric"
          value={stock}
          error={errors.fields.stock}
          required
          onChange={(event) => {
            setStock(event.target.value);
            errors.clear('stock');
          }}
        />
      </form>
    </Modal>
  );
}
