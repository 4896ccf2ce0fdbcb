import type { LiveMessageView } from '@cho-dep/api/live/live-view-schemas';
import { LIVE_LIMITS } from '@cho-dep/core/live/live-limits';

export type LiveMessage = LiveMessageView;

/**
 * A message arriving (from the socket, or the answer to one's own send): added once even when
 * both bring it, kept in time order, and only the latest ones kept, as many as a viewer gets on
 * joining, so a long live does not grow the page without end.
 */
export function addMessage(list: readonly LiveMessage[], message: LiveMessage): LiveMessage[] {
  if (list.some((m) => m.id === message.id)) return [...list];
  const next = [...list, message].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return next.slice(-LIVE_LIMITS.recentMessages);
}

/** The messages a viewer gets on joining replace what the page had, keeping any newer ones already arrived. */
export function mergeMessages(list: readonly LiveMessage[], latest: readonly LiveMessage[]): LiveMessage[] {
  return list.reduce(addMessage, [...latest]);
}

/** A muted viewer's messages go from everyone's screen at once (they stay stored for the seller). */
export function withoutUser(list: readonly LiveMessage[], userId: string): LiveMessage[] {
  return list.filter((m) => m.user.id !== userId);
}

/**
 * Why the chat refused a message, as a text key in the viewer's language: too fast, an offensive
 * word, turned off by the seller, the live over; anything else is the general failure.
 */
export function refusalKey(code: string | undefined): string {
  switch (code) {
    case 'RATE_LIMITED':
      return 'live.chat.tooFast';
    case 'CONTENT_INAPPROPRIATE':
      return 'errors.CONTENT_INAPPROPRIATE';
    case 'FORBIDDEN':
      return 'live.muted';
    case 'CONFLICT':
    case 'NOT_FOUND':
      return 'live.chat.closed';
    case 'VALIDATION_FAILED':
      return 'validation.live.messageInvalid';
    default:
      return 'live.chat.failed';
  }
}
