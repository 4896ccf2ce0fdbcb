import type { RevenueDetail } from '@cho-dep/api/revenue/seller-revenue-schemas';
import { formatDateTime, formatDay } from '@cho-dep/core/format/date-time';
import { formatVnd } from '@cho-dep/core/format/money';
import { parseLanguage } from '@cho-dep/core/locale/locales';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { Badge } from '../../ui/badge';
import { signedVnd } from './revenue-list';
import { formatPeriod, formatRate } from './revenue-query';
import styles from './seller-revenue.module.css';

type FeeLine = RevenueDetail['breakdown']['fees']['service'];

/**
 * /ban-hang/doanh-thu/{orderId}: the order's revenue detail line by line, like Shopee's "Chi
 * tiết doanh thu": goods and the discounts by who paid them, shipping, the fees with their
 * first-year waivers, the tax withheld, returns, and the net the seller receives.
 */
export function RevenueDetailScreen({ detail, language }: { detail: RevenueDetail; language: string }) {
  const t = useT();
  const b = detail.breakdown;
  const voucherLabel = (d: { code: string | null; kind: string }) =>
    [
      t(`sellerRevenue.detail.voucherKinds.${d.kind}`, { defaultValue: d.kind }),
      d.code ? t('sellerRevenue.detail.voucher', { code: d.code }) : null,
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <div className={styles.screen}>
      <Link to="/ban-hang/doanh-thu" className={styles.back}>
        ‹ {t('sellerRevenue.detail.back')}
      </Link>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('sellerRevenue.meta.detail', { code: detail.code })}</h1>
        <Badge tone={detail.state === 'settled' ? 'success' : 'warning'}>
          {t(`sellerRevenue.state.${detail.state}`)}
        </Badge>
      </div>

      <section className={styles.card} aria-label={detail.code}>
        <dl className={styles.facts}>
          <Fact label={t('sellerRevenue.detail.placedAt')}>
            <time dateTime={detail.placedAt}>{formatDateTime(detail.placedAt, parseLanguage(language))}</time>
          </Fact>
          <Fact label={t('sellerRevenue.detail.completedAt')}>
            {detail.completedAt ? (
              <time dateTime={detail.completedAt}>
                {formatDateTime(detail.completedAt, parseLanguage(language))}
              </time>
            ) : (
              t('sellerRevenue.detail.notYet')
            )}
          </Fact>
          {detail.settlementPeriod && (
            <Fact label={t('sellerRevenue.detail.period')}>
              <Link to={`/ban-hang/doanh-thu/sao-ke?ky=${detail.settlementPeriod}`}>
                {formatPeriod(detail.settlementPeriod)}
              </Link>
            </Fact>
          )}
          <Fact label={t('sellerRevenue.detail.paymentMethod')}>
            {t(`sellerOrders.payment.${detail.paymentMethod}`)}
          </Fact>
        </dl>
        <ul className={styles.items} aria-label={t('sellerRevenue.detail.products')}>
          {detail.items.map((item) => (
            <li key={item.id} className={styles.item}>
              <span className={styles.rowText}>
                <span className={styles.rowName}>{item.productName}</span>
                <span className={styles.rowMeta}>{item.variantLabel}</span>
              </span>
              <span className={styles.itemPrice}>
                {item.originalPrice > item.unitPrice && (
                  <s className={styles.muted}>{formatVnd(item.originalPrice)}</s>
                )}{' '}
                {formatVnd(item.unitPrice)} {t('sellerRevenue.detail.quantity', { count: item.quantity })}
              </span>
            </li>
          ))}
        </ul>
        <Link to={`/ban-hang/quan-ly-don-hang/${detail.orderId}`} className={styles.headLink}>
          {t('sellerRevenue.detail.orderLink')}
        </Link>
      </section>

      <section className={styles.card} aria-labelledby="rv-goods">
        <h2 id="rv-goods" className={styles.cardTitle}>
          {t('sellerRevenue.detail.goodsSection')}
        </h2>
        <dl className={styles.money}>
          <Line label={t('sellerRevenue.detail.goodsTotal')} value={b.goodsTotal} />
          {b.promotionSaving > 0 && (
            <Line
              label={t('sellerRevenue.detail.promotionSaving')}
              text={formatVnd(b.promotionSaving)}
              muted
            />
          )}
          {b.sellerDiscounts.length > 0 && <Sub>{t('sellerRevenue.detail.sellerDiscounts')}</Sub>}
          {b.sellerDiscounts.map((d, i) => (
            <Line key={`s${i}`} label={voucherLabel(d)} value={-d.amount} indent />
          ))}
          {b.platformDiscounts.length > 0 && <Sub>{t('sellerRevenue.detail.platformDiscounts')}</Sub>}
          {b.platformDiscounts.map((d, i) => (
            <Line key={`p${i}`} label={voucherLabel(d)} text={formatVnd(d.amount)} indent muted />
          ))}
          <Line label={t('sellerRevenue.detail.goodsRevenue')} value={b.goodsRevenue} strong />
        </dl>
      </section>

      <section className={styles.card} aria-labelledby="rv-shipping">
        <h2 id="rv-shipping" className={styles.cardTitle}>
          {t('sellerRevenue.detail.shippingSection')}
        </h2>
        <dl className={styles.money}>
          <Line label={t('sellerRevenue.detail.shippingBuyer')} value={b.shipping.buyerPaid} />
          {b.shipping.international > 0 && (
            <Line label={t('sellerRevenue.detail.shippingInternational')} value={b.shipping.international} />
          )}
          {b.shipping.platformSubsidy > 0 && (
            <Line label={t('sellerRevenue.detail.shippingPlatform')} value={b.shipping.platformSubsidy} />
          )}
          {b.shipping.sellerSubsidy > 0 && (
            <Line
              label={t('sellerRevenue.detail.shippingSeller')}
              text={formatVnd(b.shipping.sellerSubsidy)}
              muted
            />
          )}
          {detail.shippingMethod === 'self' ? (
            <Line label={t('sellerRevenue.detail.shippingSelf')} text="" muted />
          ) : (
            <Line label={t('sellerRevenue.detail.shippingCarrier')} value={-b.shipping.carrierCost} />
          )}
          <Line label={t('sellerRevenue.detail.shippingNet')} value={b.shipping.net} strong />
        </dl>
      </section>

      <section className={styles.card} aria-labelledby="rv-fees">
        <h2 id="rv-fees" className={styles.cardTitle}>
          {t('sellerRevenue.detail.feesSection')}
        </h2>
        <dl className={styles.money}>
          <Fee line={b.fees.service} labelKey="sellerRevenue.detail.serviceFee" language={language} />
          <Fee line={b.fees.payment} labelKey="sellerRevenue.detail.paymentFee" language={language} />
        </dl>
        {(b.fees.service.verify || b.fees.payment.verify) && (
          <p className={styles.note}>{t('sellerRevenue.detail.verify')}</p>
        )}
      </section>

      <section className={styles.card} aria-labelledby="rv-tax">
        <h2 id="rv-tax" className={styles.cardTitle}>
          {t('sellerRevenue.detail.taxSection')}
        </h2>
        {b.tax.withheld ? (
          <dl className={styles.money}>
            <Line label={t('sellerRevenue.detail.vat')} value={-b.tax.vat} />
            <Line label={t('sellerRevenue.detail.pit')} value={-b.tax.pit} />
          </dl>
        ) : (
          <p className={styles.note}>{t('sellerRevenue.detail.noWithholding')}</p>
        )}
      </section>

      {b.returns.refundTotal > 0 && (
        <section className={styles.card} aria-labelledby="rv-returns">
          <h2 id="rv-returns" className={styles.cardTitle}>
            {t('sellerRevenue.detail.returnsSection')}
          </h2>
          <p className={styles.note}>
            {t('sellerRevenue.detail.refundTotal', { amount: formatVnd(b.returns.refundTotal) })}
          </p>
          <dl className={styles.money}>
            <Line label={t('sellerRevenue.detail.returnedRevenue')} value={-b.returns.returnedRevenue} />
            {b.returns.vatOffset + b.returns.pitOffset > 0 && (
              <Line
                label={t('sellerRevenue.detail.taxOffset')}
                value={b.returns.vatOffset + b.returns.pitOffset}
              />
            )}
            {b.returns.extraCompensation > 0 && (
              <Line
                label={t('sellerRevenue.detail.extraCompensation')}
                value={-b.returns.extraCompensation}
              />
            )}
          </dl>
        </section>
      )}

      <section className={[styles.card, styles.netCard].join(' ')} aria-labelledby="rv-net">
        <dl className={styles.money}>
          <Line label={t('sellerRevenue.detail.buyerPaid')} text={formatVnd(b.buyerPaid)} muted />
          <div className={[styles.moneyRow, styles.netRow].join(' ')}>
            <dt id="rv-net">
              {detail.state === 'settled'
                ? t('sellerRevenue.detail.net')
                : t('sellerRevenue.detail.netPending')}
            </dt>
            <dd>{signedVnd(b.net)}</dd>
          </div>
        </dl>
        {detail.state === 'pending' && <p className={styles.note}>{t('sellerRevenue.detail.pendingNote')}</p>}
      </section>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Sub({ children }: { children: ReactNode }) {
  return <div className={styles.sub}>{children}</div>;
}

function Line({
  label,
  value,
  text,
  strong,
  muted,
  indent,
}: {
  label: string;
  value?: number;
  text?: string;
  strong?: boolean;
  muted?: boolean;
  indent?: boolean;
}) {
  return (
    <div
      className={[styles.moneyRow, strong && styles.strong, muted && styles.muted, indent && styles.indent]
        .filter(Boolean)
        .join(' ')}
    >
      <dt>{label}</dt>
      <dd>{text ?? signedVnd(value ?? 0)}</dd>
    </div>
  );
}

function Fee({ line, labelKey, language }: { line: FeeLine; labelKey: string; language: string }) {
  const t = useT();
  const label = t(labelKey, { rate: formatRate(line.rateBasisPoints, language) });
  return (
    <div className={styles.moneyRow}>
      <dt>
        {label}
        {line.waiver === 'first_year' && line.waivedUntil && (
          <span className={styles.waiver}>
            {t('sellerRevenue.detail.waivedFirstYear', {
              date: formatDay(line.waivedUntil, parseLanguage(language)),
            })}{' '}
            · {t('sellerRevenue.detail.waivedAmount', { amount: formatVnd(line.fullAmount) })}
          </span>
        )}
        {line.waiver === 'no_rule' && <span className={styles.note}>{t('sellerRevenue.detail.noRule')}</span>}
        {line.baseAmount > 0 && line.waiver !== 'no_rule' && (
          <span className={styles.note}>
            {t('sellerRevenue.detail.feeBase', { amount: formatVnd(line.baseAmount) })}
          </span>
        )}
      </dt>
      <dd>{signedVnd(-line.amount)}</dd>
    </div>
  );
}
