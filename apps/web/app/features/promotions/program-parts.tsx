import { formatDateTime } from '@cho-dep/core/format/date-time';
import { PROMOTION_PHASES, type PromotionPhase } from '@cho-dep/core/marketing/promotion-phase';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n';
import type { useFormErrors } from '../../lib/use-form-errors';
import { Alert } from '../../ui/alert';
import { buttonClassName } from '../../ui/button';
import { FormErrorSummary } from '../../ui/form-error-summary';
import styles from '../../ui/seller-marketing.module.css';

/** Pieces every program screen shares (promotions and group-buy programs): tabs, form head, period. */

/** The phase tabs of a program list, each with its count. */
export function PhaseTabs({
  phase,
  counts,
  href,
}: {
  phase: PromotionPhase;
  counts: Record<PromotionPhase, number>;
  href: (phase: PromotionPhase) => string;
}) {
  const t = useT();
  return (
    <nav className={styles.tabs} aria-label={t('sellerPromotions.tabs.label')}>
      {PROMOTION_PHASES.map((tab) => (
        <Link
          key={tab}
          to={href(tab)}
          className={[styles.tab, tab === phase && styles.tabActive].filter(Boolean).join(' ')}
          aria-current={tab === phase ? 'page' : undefined}
          preventScrollReset
        >
          {t(`sellerPromotions.tabs.${tab}`)}
          <span className={styles.tabCount}>{counts[tab]}</span>
        </Link>
      ))}
    </nav>
  );
}

/** A program form's title with the way back, then the form's own error and the list of field errors. */
export function ProgramFormHead({
  title,
  listHref,
  errors,
}: {
  title: string;
  listHref: string;
  errors: ReturnType<typeof useFormErrors>;
}) {
  const t = useT();
  return (
    <>
      <div className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <Link to={listHref} className={buttonClassName({ size: 'sm', variant: 'ghost' })}>
          {t('sellerPromotions.form.back')}
        </Link>
      </div>
      {errors.form && <Alert>{errors.form}</Alert>}
      <FormErrorSummary errors={errors} />
    </>
  );
}

/** A program's window, and when it was ended early. */
export function ProgramPeriod({
  program: p,
  children,
}: {
  program: { startsAt: string; endsAt: string; endedAt: string | null };
  children?: ReactNode;
}) {
  const t = useT();
  const language = useLanguage();
  return (
    <section className={styles.panel}>
      <h2 className={styles.sectionTitle}>{t('sellerPromotions.detail.period')}</h2>
      <p>
        {t('sellerPromotions.list.period', {
          from: formatDateTime(p.startsAt, language),
          to: formatDateTime(p.endsAt, language),
        })}
      </p>
      {p.endedAt && (
        <p className={styles.meta}>
          {t('sellerPromotions.detail.endedEarly', { at: formatDateTime(p.endedAt, language) })}
        </p>
      )}
      {children}
    </section>
  );
}
