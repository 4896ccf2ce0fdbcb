import { LIMITS } from '@cho-dep/core/constants/limits';
import { formatDateTime } from '@cho-dep/core/format/date-time';
import { PROMOTION_PHASES, type PromotionPhase } from '@cho-dep/core/marketing/promotion-phase';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n';
import type { useFormErrors } from '../../lib/use-form-errors';
import { Alert } from '../../ui/alert';
import { Button, buttonClassName } from '../../ui/button';
import { FormErrorSummary } from '../../ui/form-error-summary';
import styles from '../../ui/seller-marketing.module.css';
import { TextField } from '../../ui/text-field';

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

/** One text field of a program form: its value, its refusal and how it changes. */
export interface ProgramFieldBox {
  value: string;
  error?: string;
  onChange: (event: { target: { value: string } }) => void;
}

/** The program's name (150 characters at most, as every kind of program). */
export function ProgramNameField(box: ProgramFieldBox) {
  const t = useT();
  return (
    <TextField
      label={t('sellerPromotions.form.name')}
      hint={t('sellerPromotions.form.nameHint', { max: LIMITS.promotion.programNameMax })}
      maxLength={LIMITS.promotion.programNameMax}
      {...box}
    />
  );
}

/** When the program runs: its start and end, in Vietnam's time. */
export function ProgramWindowFields({
  startsAt,
  endsAt,
}: {
  startsAt: ProgramFieldBox;
  endsAt: ProgramFieldBox;
}) {
  const t = useT();
  return (
    <div className={styles.grid}>
      <TextField
        label={t('sellerPromotions.form.startsAt')}
        hint={t('sellerPromotions.form.timeHint')}
        type="datetime-local"
        {...startsAt}
      />
      <TextField
        label={t('sellerPromotions.form.endsAt')}
        hint={t('sellerPromotions.form.timeHint')}
        type="datetime-local"
        {...endsAt}
      />
    </div>
  );
}

/** A program form's last line: back to the list without saving, or save (create when new). */
export function ProgramFormFooter({
  listHref,
  busy,
  editing,
}: {
  listHref: string;
  busy: boolean;
  editing: boolean;
}) {
  const t = useT();
  return (
    <div className={styles.footer}>
      <Link to={listHref} className={buttonClassName({ variant: 'neutral' })}>
        {t('sellerPromotions.form.cancel')}
      </Link>
      <Button type="submit" loading={busy}>
        {t(editing ? 'sellerPromotions.form.save' : 'sellerPromotions.form.create')}
      </Button>
    </div>
  );
}
