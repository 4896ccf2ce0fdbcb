import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { useLoginPrompt } from '../../../lib/use-require-login';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { PendingApplication, RejectedApplication } from './application-status';
import { IdentityVerification } from './identity-verification';
import styles from './onboarding.module.css';
import type { ShopRegistrationView } from './onboarding-api';
import { LockIcon } from './onboarding-icons';
import { ShopStep1Form } from './shop-step1-form';
import { ShopStep2Form } from './shop-step2-form';

type Shown = 'verify' | 'step1' | 'step2' | 'pending' | 'rejected';
const PROGRESS = ['verify', 'step1', 'step2', 'review'] as const;

/**
 * /become-seller (product.md §2: registration in 2 steps, with pending-approval and
 * rejected screens). The server's `screen` says where the applicant is; the applicant may step
 * back to step 1, or reopen a rejected application to correct it.
 */
export function BecomeSellerScreen({ initial }: { initial: ShopRegistrationView | null }) {
  const t = useT();
  const [view, setView] = useState(initial);
  const [editing, setEditing] = useState<'step1' | 'step2' | null>(null);
  const scrollTop = () => {
    if (typeof window !== 'undefined') window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const show = (next: ShopRegistrationView, then: 'step1' | 'step2' | null = null) => {
    setView(next);
    setEditing(then);
    scrollTop();
  };

  if (!view) return <LoginRequired />;
  const shown: Shown = shownScreen(view, editing);
  const application = view.application;
  const current = shown === 'pending' || shown === 'rejected' ? 'review' : shown;

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('onboarding.landing.cta')}</h1>
      <ol className={styles.progress} aria-label={t('onboarding.progress.label')}>
        {PROGRESS.map((step, index) => {
          const done = index < PROGRESS.indexOf(current);
          return (
            <li
              key={step}
              className={[
                styles.progressItem,
                done && styles.progressDone,
                step === current && styles.progressCurrent,
              ]
                .filter(Boolean)
                .join(' ')}
              aria-current={step === current ? 'step' : undefined}
            >
              {t(`onboarding.progress.${step}`)}
            </li>
          );
        })}
      </ol>
      {shown === 'verify' && (
        <IdentityVerification view={view} onChange={setView} onContinue={() => show(view, 'step1')} />
      )}
      {shown === 'step1' && <ShopStep1Form view={view} onSaved={(next) => show(next, 'step2')} />}
      {shown === 'step2' && (
        <ShopStep2Form view={view} onSubmitted={(next) => show(next)} onBack={() => show(view, 'step1')} />
      )}
      {shown === 'pending' && application && <PendingApplication application={application} />}
      {shown === 'rejected' && application && (
        <RejectedApplication application={application} onResubmit={() => show(view, 'step1')} />
      )}
    </div>
  );
}

function shownScreen(view: ShopRegistrationView, editing: 'step1' | 'step2' | null): Shown {
  const { screen } = view;
  if (screen === 'approved' || screen === 'pending') return 'pending';
  // Identity comes first, also for a rejected applicant who lost a verification meanwhile.
  if (!view.verification.complete && editing !== null) return 'verify';
  if (editing) return editing;
  if (screen === 'step2' && view.application?.stepReached === 1) return 'step2';
  return screen === 'verify' || screen === 'step1' || screen === 'step2' || screen === 'rejected'
    ? screen
    : 'verify';
}

function LoginRequired() {
  const t = useT();
  const { openLogin } = useLoginPrompt();
  return (
    <div className={styles.page}>
      <Card as="section" className={`${styles.card} ${styles.status}`}>
        <span className={`${styles.statusIcon} ${styles.statusPending}`} aria-hidden="true">
          <LockIcon />
        </span>
        <h1 className={styles.heading}>{t('onboarding.loginRequired.heading')}</h1>
        <p className={styles.muted}>{t('onboarding.loginRequired.body')}</p>
        <Button onClick={openLogin}>{t('onboarding.loginRequired.action')}</Button>
      </Card>
    </div>
  );
}
