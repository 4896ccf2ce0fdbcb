import { type EmailType, SELLER_EMAIL_TYPES } from '@cho-dep/core/notifications/email-notifications';
import {
  isPushSupported,
  PUSH_CHANGED_EVENT,
  PUSH_ENABLE_EVENT,
} from '@cho-dep/core/notifications/push-support';
import { useEffect, useState } from 'react';
import { call, client } from '../../../lib/api-fetch';
import { useT } from '../../../lib/i18n';
import { useInvalidateApi, useQuery } from '../../../lib/query-cache';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Checkbox } from '../../../ui/checkbox';
import { useToast } from '../../../ui/toast';
import styles from './notifications-section.module.css';

const SETTINGS = '/api/v1/mobile/notification-settings';

type PushState = 'on' | 'off' | 'blocked' | 'unsupported';

function pushState(): PushState {
  const supported = isPushSupported({
    userAgent: navigator.userAgent,
    serviceWorker: 'serviceWorker' in navigator,
    notification: 'Notification' in window,
    pushManager: 'PushManager' in window,
  });
  if (!supported) return 'unsupported';
  if (Notification.permission === 'granted') return 'on';
  return Notification.permission === 'denied' ? 'blocked' : 'off';
}

const PUSH_WORDS: Record<PushState, string> = {
  on: 'notifications.settings.pushOn',
  off: 'notifications.settings.pushOff',
  blocked: 'notifications.settings.pushBlocked',
  unsupported: 'notifications.settings.pushUnsupported',
};

/** The e-mail per important order event, and this browser's notifications (its "Turn on"). */
export function NotificationSettings() {
  const t = useT();
  const toast = useToast();
  const invalidate = useInvalidateApi();
  const settings = useQuery({
    queryKey: [SETTINGS],
    queryFn: async () => (await call(client.GET(SETTINGS))).data,
  });
  const [saving, setSaving] = useState<EmailType | null>(null);
  const [push, setPush] = useState<PushState | null>(null);

  useEffect(() => {
    setPush(pushState());
    const changed = () => setPush(pushState());
    window.addEventListener(PUSH_CHANGED_EVENT, changed);
    return () => window.removeEventListener(PUSH_CHANGED_EVENT, changed);
  }, []);

  async function toggle(type: EmailType, on: boolean) {
    setSaving(type);
    try {
      await call(client.PUT(SETTINGS, { body: { email: { [type]: on } } }));
      await invalidate(SETTINGS);
      toast.show(t('notifications.settings.saved'), 'success');
    } catch {
      toast.show(t('errors.INTERNAL'), 'error');
    } finally {
      setSaving(null);
    }
  }

  const data = settings.data;
  return (
    <Card>
      <section
        className={styles.settings}
        aria-labelledby="notification-settings-title"
        data-testid="notification-settings"
      >
        <h2 id="notification-settings-title" className={styles.settingsTitle}>
          {t('notifications.settings.title')}
        </h2>
        <div className={styles.pushRow}>
          <span>
            {t('notifications.settings.pushTitle')}: {push ? t(PUSH_WORDS[push]) : ''}
          </span>
          {push === 'off' && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => window.dispatchEvent(new Event(PUSH_ENABLE_EVENT))}
            >
              {t('notifications.settings.pushEnable')}
            </Button>
          )}
        </div>
        <h3 className={styles.settingsSubtitle}>{t('notifications.settings.emailTitle')}</h3>
        <p className={styles.hint}>
          {t(data && !data.hasEmail ? 'notifications.settings.noEmail' : 'notifications.settings.emailHint')}
        </p>
        {data && (
          <div className={styles.types}>
            {data.types.map((type) => (
              <Checkbox
                key={type}
                label={t(`notifications.settings.types.${type}`)}
                checked={data.email[type] ?? true}
                disabled={saving !== null || !data.hasEmail}
                onChange={(event) => void toggle(type, event.currentTarget.checked)}
                data-testid={`email-setting-${type}`}
                data-seller={SELLER_EMAIL_TYPES.includes(type) || undefined}
              />
            ))}
          </div>
        )}
      </section>
    </Card>
  );
}
