import { useT } from '../../lib/i18n';
import { Badge } from '../../ui/badge';

const TONE = { pending: 'warning', approved: 'success', rejected: 'danger' } as const;

export function KolStatusBadge({ status }: { status: keyof typeof TONE }) {
  const t = useT();
  return <Badge tone={TONE[status]}>{t(`affiliateAdmin.status.${status}`)}</Badge>;
}
