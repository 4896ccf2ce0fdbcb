import { UNREAD_COUNT } from './notification-paths';

/**
 * The bell's count is asked for as soon as a member's page is interactive, alongside the page's
 * own requests, while the count's component (unread-count.tsx, with the API answers' cache)
 * is still on its way: its first answer is this one.
 */
let early: Promise<number> | undefined;

export function askUnreadCountEarly(): void {
  early ??= import('../../lib/api-fetch').then(
    async ({ call, client }) => (await call(client.GET(UNREAD_COUNT))).data.data,
  );
}

/** The early answer, once: later reads (a notification arrived, all read) ask the API again. */
export function takeEarlyUnreadCount(): Promise<number> | undefined {
  const answer = early;
  early = undefined;
  return answer;
}
