import { useT } from '../../../lib/i18n';
import { Badge, type BadgeTone } from '../../../ui/badge';
import type { OutboxRow } from './outbox-row';

const STATUS_TONE: Record<OutboxRow['status'], BadgeTone> = {
  sent: 'success',
  pending: 'warning',
  failed: 'danger',
};

export function ChannelBadge({ channel }: { channel: OutboxRow['channel'] }) {
  const t = useT();
  return (
    <Badge tone={channel === 'email' ? 'info' : 'primary'}>{t(`outbox.admin.channels.${channel}`)}</Badge>
  );
}

export function StatusBadge({ status }: { status: OutboxRow['status'] }) {
  const t = useT();
  return <Badge tone={STATUS_TONE[status]}>{t(`outbox.admin.statuses.${status}`)}</Badge>;
}
