import type { LiveDetailView } from '@cho-dep/api/live/live-view-schemas';

/**
 * What the cover says when there is no video to play: the start time before the live, a
 * called-off live, an ended live without a replay (none recorded, or removed after 30 days).
 */
export function posterWords(live: Pick<LiveDetailView, 'state' | 'replayExpired'>) {
  if (live.state === 'cancelled') return 'cancelled';
  if (live.state === 'ended') return live.replayExpired ? 'replayGone' : 'ended';
  return 'upcoming';
}
