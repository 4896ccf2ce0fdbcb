import type { BadgeTone } from '../../ui/badge';
import type { TeamCard } from './group-buy-types';

/** A team's state as a badge: waiting for the leader, looking for members, full, failed. */
export const TEAM_TONE: Record<TeamCard['status'], BadgeTone> = {
  pending: 'warning',
  open: 'info',
  filled: 'success',
  failed: 'danger',
};
