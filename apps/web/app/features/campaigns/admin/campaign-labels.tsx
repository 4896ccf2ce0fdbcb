import type { Nomination } from '@cho-dep/api/campaigns/campaign-schemas';
import { formatDateTime } from '@cho-dep/core/format/date-time';
import type { CampaignPhase } from '@cho-dep/core/marketing/campaign-phase';
import { useT } from '../../../lib/i18n';
import { Badge, type BadgeTone } from '../../../ui/badge';

const PHASE_TONE: Record<CampaignPhase, BadgeTone> = {
  upcoming: 'neutral',
  registration: 'info',
  closed: 'warning',
  running: 'success',
  ended: 'neutral',
};

export function PhaseBadge({ phase }: { phase: CampaignPhase }) {
  const t = useT();
  return <Badge tone={PHASE_TONE[phase]}>{t(`campaigns.phase.${phase}`)}</Badge>;
}

const STATUS_TONE = { pending: 'warning', approved: 'success', rejected: 'danger' } as const;

export function NominationBadge({ status }: { status: Nomination['status'] }) {
  const t = useT();
  return <Badge tone={STATUS_TONE[status]}>{t(`campaigns.nomination.status.${status}`)}</Badge>;
}

/** "01/11/2026 00:00 – 08/11/2026 00:00", Vietnam time. */
export function span(from: string, to: string): string {
  return `${formatDateTime(from)} – ${formatDateTime(to)}`;
}
