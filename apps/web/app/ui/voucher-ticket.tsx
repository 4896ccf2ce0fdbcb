import { formatDayMonthYear } from '@cho-dep/core/format/date';
import { APP_DOWNLOAD_PATH } from '@cho-dep/core/vouchers/voucher-channel';
import {
  type VoucherFacts,
  voucherConditions,
  voucherHeadline,
  voucherValidityLabel,
} from '@cho-dep/core/vouchers/voucher-labels';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLanguage, useT } from '../lib/i18n';
import { useLiveNow } from '../lib/use-live-now';
import styles from './voucher-ticket.module.css';

/** What a ticket shows: the voucher's facts as our voucher endpoints answer them. */
export interface VoucherTicketData extends VoucherFacts {
  code: string;
  name: string;
  startsAt: string;
  endsAt: string;
  shop?: { name: string; logoUrl: string | null } | null;
  /** "Đã dùng 62%"; no bar when null or absent. */
  usedPercent?: number | null;
  productScoped?: boolean;
  firstPurchaseOnly?: boolean;
  appOnly?: boolean;
  paymentMethods?: string[] | null;
  shippingMethods?: string[] | null;
}

function StubIcon({ kind }: { kind: VoucherFacts['kind'] }) {
  const paths: Record<string, ReactNode> = {
    platform: <path d="M4 9h16l-1.5 10.5h-13zM8.5 9V7a3.5 3.5 0 017 0v2" />,
    cashback: (
      <>
        <circle cx="12" cy="12" r="8" />
        <path d="M14.5 9.5c-.5-.9-1.4-1.3-2.5-1.3-1.5 0-2.5.8-2.5 1.9 0 2.6 5 1.3 5 3.9 0 1.1-1 1.9-2.5 1.9-1.2 0-2.1-.5-2.6-1.4M12 7v1.2M12 15.8V17" />
      </>
    ),
    free_shipping: (
      <path d="M2 7h11v9H2zM13 10h4.5l3 3v3H13M6 19a1.8 1.8 0 100-3.6A1.8 1.8 0 006 19zM17 19a1.8 1.8 0 100-3.6 1.8 1.8 0 000 3.6z" />
    ),
  };
  return (
    <svg
      width="30"
      height="30"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {paths[kind]}
    </svg>
  );
}

/**
 * A Shopee-style voucher ticket: the stub on the left says whose voucher it is (the shop's
 * logo, or the platform, cashback and free-shipping marks), the body what it takes off, the
 * minimum order, how much of it is gone and until when; `action` sits on the right (save,
 * use, pick). Shared by /khuyen-mai, "my vouchers" and the checkout's voucher picker. `now`
 * is the server's clock: the validity line hydrates from it, then follows the device's clock.
 */
export function VoucherTicket({
  voucher,
  now,
  action,
  stamp,
  note,
  testId,
}: {
  voucher: VoucherTicketData;
  now: string;
  action?: ReactNode;
  /** Greys the ticket out with a stamp: used or expired. */
  stamp?: 'used' | 'expired';
  /** A line under the body, e.g. why the voucher does not apply. */
  note?: ReactNode;
  testId?: string;
}) {
  const t = useT();
  const language = useLanguage();
  const liveNow = useLiveNow(now);
  // The web is not the app: an app-only voucher is shown without its action (save, use),
  // saying where it can be used (decision 034).
  const appOnly = voucher.appOnly === true;
  const headline = voucherHeadline(voucher);
  const conditions = voucherConditions(voucher);
  const validity = voucherValidityLabel(
    { startsAt: new Date(voucher.startsAt), endsAt: new Date(voucher.endsAt) },
    liveNow,
    (date) => formatDayMonthYear(date, undefined, language),
  );
  const tags = [
    voucher.firstPurchaseOnly && t('vouchers.ticket.firstPurchase'),
    voucher.productScoped && t('vouchers.ticket.someProducts'),
    voucher.paymentMethods && voucher.paymentMethods.length > 0 && t('vouchers.ticket.paymentMethods'),
    voucher.shippingMethods && voucher.shippingMethods.length > 0 && t('vouchers.ticket.shippingMethods'),
  ].filter((tag): tag is string => Boolean(tag));
  const shop = voucher.kind === 'shop' ? voucher.shop : null;
  const used = voucher.usedPercent ?? null;

  return (
    <article
      className={[styles.ticket, stamp && styles.dimmed].filter(Boolean).join(' ')}
      data-kind={voucher.kind}
      data-testid={testId}
      aria-label={`${t(headline.key, headline.params)} – ${voucher.name}`}
    >
      <div className={styles.stub}>
        {shop ? (
          shop.logoUrl ? (
            <img className={styles.logo} src={shop.logoUrl} alt="" width={44} height={44} loading="lazy" />
          ) : (
            <span className={styles.logo} aria-hidden="true">
              {shop.name.charAt(0)}
            </span>
          )
        ) : (
          <StubIcon kind={voucher.kind} />
        )}
        <span className={styles.stubLabel}>{shop ? shop.name : t(`vouchers.kind.${voucher.kind}`)}</span>
      </div>
      <div className={styles.body}>
        <p className={styles.headline}>{t(headline.key, headline.params)}</p>
        <p className={styles.conditions}>{conditions.map((c) => t(c.key, c.params)).join(' · ')}</p>
        <p className={styles.name} title={voucher.name}>
          {voucher.name}
        </p>
        {tags.length > 0 && (
          <ul className={styles.tags}>
            {tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        )}
        {used !== null && !stamp && (
          <div className={styles.usage}>
            <span className={styles.bar} aria-hidden="true">
              <span className={styles.barFill} style={{ width: `${used}%` }} />
            </span>
            <span className={styles.usageLabel}>{t('vouchers.ticket.usedPercent', { percent: used })}</span>
          </div>
        )}
        <p
          className={styles.validity}
          data-urgent={validity.key === 'vouchers.ticket.endsInHours' || undefined}
        >
          {t(validity.key, validity.params)}
        </p>
        {note}
        {appOnly && (
          <p className={styles.appOnly} data-testid="voucher-app-only">
            {t('vouchers.ticket.appOnlyNote')}{' '}
            <Link to={APP_DOWNLOAD_PATH}>{t('vouchers.ticket.appComingSoon')}</Link>
          </p>
        )}
      </div>
      {action && !appOnly && <div className={styles.action}>{action}</div>}
      {stamp && (
        <span className={styles.stamp} aria-hidden="true">
          {t(stamp === 'used' ? 'vouchers.ticket.stampUsed' : 'vouchers.ticket.stampExpired')}
        </span>
      )}
    </article>
  );
}
