import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { ReturnSummary } from './return-summary';
import styles from './returns.module.css';
import { cancelReturnRequest, type ReturnView, saveReturnTracking } from './returns-api';

/** The buyer's view of their request: its status, the tracking code while returning, cancel while allowed. */
export function ReturnStatus({
  request,
  onChange,
}: {
  request: ReturnView;
  onChange: (next: ReturnView) => void;
}) {
  const t = useT();
  const [tracking, setTracking] = useState(request.returnTrackingCode ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<ReturnView>) {
    setBusy(true);
    setError(null);
    try {
      onChange(await action());
    } catch (e) {
      setError(e instanceof ApiError ? (e.fields[0]?.message ?? e.message) : t('errors.INTERNAL'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.page}>
      <ReturnSummary request={request} />
      {request.actions.includes('buyer_add_tracking') && (
        <form
          className={styles.card}
          onSubmit={(e) => {
            e.preventDefault();
            void run(() => saveReturnTracking(request.orderId, tracking));
          }}
        >
          <TextField
            label={t('returns.detail.tracking')}
            value={tracking}
            onChange={(e) => setTracking(e.target.value)}
            required
          />
          <Button type="submit" loading={busy}>
            {t('returns.detail.trackingSave')}
          </Button>
        </form>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      {request.actions.includes('buyer_cancel') && (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            loading={busy}
            onClick={() => {
              if (window.confirm(t('returns.detail.cancelConfirm')))
                void run(() => cancelReturnRequest(request.orderId));
            }}
          >
            {t('returns.detail.cancel')}
          </Button>
        </div>
      )}
    </div>
  );
}
