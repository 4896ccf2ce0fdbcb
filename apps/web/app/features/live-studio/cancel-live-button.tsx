import { useState } from 'react';
import { useT } from '../../lib/i18n';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useToast } from '../../ui/toast';
import { cancelLive } from './live-studio-api';

/** "Hủy live" for an upcoming live, after a confirmation (followers were told it is coming). */
export function CancelLiveButton({
  live,
  onDone,
}: {
  live: { id: string; title: string };
  onDone: () => void;
}) {
  const t = useT();
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => setAsking(true)}
        data-testid={`live-cancel-${live.id}`}
      >
        {t('sellerLive.cancel.action')}
      </Button>
      {asking && (
        <ConfirmDialog
          tone="danger"
          title={t('sellerLive.cancel.title')}
          body={t('sellerLive.cancel.body', { title: live.title })}
          confirmLabel={t('sellerLive.cancel.action')}
          cancelLabel={t('sellerLive.cancel.keep')}
          onClose={() => setAsking(false)}
          onConfirm={async () => {
            await cancelLive(live.id);
            setAsking(false);
            toast.show(t('sellerLive.cancel.done'), 'success');
            onDone();
          }}
        />
      )}
    </>
  );
}
