import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { Button } from '../../ui/button';
import { useToast } from '../../ui/toast';
import { joinCampaign } from './kol-campaigns-api';

/** Joins the campaign, then the page shows it joined (with the product links on its page). */
export function JoinButton({ campaignId }: { campaignId: string }) {
  const t = useT();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="sm"
      loading={busy}
      data-testid="campaign-join"
      onClick={async () => {
        setBusy(true);
        try {
          await joinCampaign(campaignId);
          toast.show(t('affiliateCampaigns.joinedDone'), 'success');
          await revalidator.revalidate();
        } catch (error) {
          toast.show(error instanceof ApiError ? error.message : t('errors.INTERNAL'), 'error');
        } finally {
          setBusy(false);
        }
      }}
    >
      {t('affiliateCampaigns.join')}
    </Button>
  );
}
