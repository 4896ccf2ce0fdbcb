import { call, client } from '../../lib/api-fetch';
import { useT } from '../../lib/i18n';
import { useQuery } from '../../lib/query-cache';
import { Alert } from '../../ui/alert';

const ACTIVITY = '/api/v1/seller/shop/activity';

/**
 * product.md §8, "Warning for sellers inactive 7 or more days", on every seller-centre
 * page. Asked from the browser after the page shows, so no page loader has to carry it; the
 * API decides (core isInactiveSeller) from the owner's last write in the seller centre.
 */
export function InactiveSellerBanner() {
  const t = useT();
  // A failed check only hides the warning; the page itself works on.
  const activity = useQuery({
    queryKey: [ACTIVITY],
    queryFn: async () => (await call(client.GET(ACTIVITY))).data,
  }).data;
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
