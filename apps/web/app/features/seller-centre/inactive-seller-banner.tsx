import { useEffect, useState } from 'react';
import { api } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { Alert } from '../../ui/alert';

interface Activity {
  inactiveDays: number;
  warning: boolean;
}

/**
 * SPEC.md section 8, "Warning for sellers inactive 7 or more days", on every seller-centre
 * page. Asked from the browser after the page shows, so no page loader has to carry it; the
 * API decides (core isInactiveSeller) from the owner's last write in the seller centre.
 */
export function InactiveSellerBanner() {
  const t = useT();
  const [activity, setActivity] = useState<Activity | null>(null);
  useEffect(() => {
    let live = true;
    api<{ data: Activity }>('/api/v1/seller/shop/activity')
      .then((answer) => {
        if (live) setActivity(answer.data);
      })
      // A failed check only hides the warning; the page itself works on.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!activity?.warning) return null;
  return (
    <Alert tone="info">
      <span>
        <strong>{t('shopSettings.inactive.title', { days: activity.inactiveDays })}</strong>{' '}
        {t('shopSettings.inactive.body')}
      </span>
    </Alert>
  );
}
