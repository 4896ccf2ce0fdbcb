import type { SocialFeedbackStatus } from '@cho-dep/core/social-feedback/social-feedback-schemas';
import { useT } from '../lib/i18n';
import { Badge, type BadgeTone } from './badge';

const TONES: Record<SocialFeedbackStatus, BadgeTone> = {
  received: 'info',
  reviewing: 'warning',
  answered: 'success',
  closed: 'neutral',
};

/** Where a social organisation's feedback stands, on the public list and the admin's desk alike. */
export function SocialFeedbackStatusBadge({ status }: { status: SocialFeedbackStatus }) {
  const t = useT();
  return <Badge tone={TONES[status]}>{t(`socialFeedback.status.${status}`)}</Badge>;
}
