import { formatDateTime } from '@cho-dep/core/format/date-time';
import { useLanguage, useT } from '../../lib/i18n';
import { Badge, type BadgeTone } from '../../ui/badge';

const STATUS_TONE: Record<string, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};
const PHASE_TONE: Record<string, BadgeTone> = { upcoming: 'info', running: 'primary', ended: 'neutral' };

/** The admin's verdict and, once approved, where the campaign stands in time. */
export function CampaignBadges({ status, phase }: { status: string; phase: string }) {
  const t = useT();
  return (
    <>
      <Badge tone={STATUS_TONE[status] ?? 'neutral'}>{t(`sellerAffiliate.status.${status}`)}</Badge>
      {status === 'approved' && (
        <Badge tone={PHASE_TONE[phase] ?? 'neutral'}>{t(`sellerAffiliate.phase.${phase}`)}</Badge>
      )}
    </>
  );
}

export function useCampaignDates() {
  const language = useLanguage();
  return (c: { startsAt: string; endsAt: string }) =>
    `${formatDateTime(c.startsAt, language)} – ${formatDateTime(c.endsAt, language)}`;
}
