import { PUSH_CHANGED_EVENT, PUSH_ENABLE_EVENT } from '@cho-dep/core/notifications/push-support';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../lib/i18n';
import { Button } from '../../ui/button';
import { useToast } from '../../ui/toast';
import { askAndRegister, pushPermission, registerIfGranted } from './push-client';
import { isPushMoment, promptIsQuiet } from './push-moments';
import styles from './push-prompt.module.css';

/** Local storage: when "Not now" was last chosen (kept across logins: it is about the browser). */
const DISMISSED_AT = 'notifications.pushPromptDismissedAt';

/**
 * Web Push for a signed-in member. On every page load it registers this browser when
 * notifications are already allowed (login step 3). Our own soft prompt comes first, and only
 * at a moment it helps (an order just placed, a chat opened); the browser's question follows
 * "Turn on". The account settings' button asks through PUSH_ENABLE_EVENT.
 */
export function PushPrompt({ userId }: { userId: string }) {
  const t = useT();
  const toast = useToast();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    void registerIfGranted(userId);
  }, [userId]);

  useEffect(() => {
    if (!isPushMoment(pathname) || pushPermission() !== 'default') return;
    const dismissed = Number(window.localStorage.getItem(DISMISSED_AT)) || null;
    if (!promptIsQuiet(dismissed, Date.now())) setOpen(true);
  }, [pathname]);

  async function enable() {
    setOpen(false);
    const permission = await askAndRegister(userId);
    window.dispatchEvent(new CustomEvent(PUSH_CHANGED_EVENT, { detail: permission }));
    if (permission === 'granted') toast.show(t('notifications.prompt.enabled'), 'success');
    else if (permission === 'denied') toast.show(t('notifications.prompt.denied'), 'info');
  }

  useEffect(() => {
    const onAsk = () => void enable();
    window.addEventListener(PUSH_ENABLE_EVENT, onAsk);
    return () => window.removeEventListener(PUSH_ENABLE_EVENT, onAsk);
  });

  if (!open) return null;
  return (
    <section className={styles.prompt} aria-labelledby="push-prompt-title" data-testid="push-prompt">
      <h2 id="push-prompt-title" className={styles.title}>
        {t('notifications.prompt.title')}
      </h2>
      <p className={styles.body}>{t('notifications.prompt.body')}</p>
      <div className={styles.actions}>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            window.localStorage.setItem(DISMISSED_AT, String(Date.now()));
            setOpen(false);
          }}
        >
          {t('notifications.prompt.later')}
        </Button>
        <Button size="sm" onClick={() => void enable()}>
          {t('notifications.prompt.allow')}
        </Button>
      </div>
    </section>
  );
}
