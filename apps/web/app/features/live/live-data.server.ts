import { followsShop } from '@cho-dep/api/follows/follow-service';
import { listLives, liveDetail } from '@cho-dep/api/live/live-queries';
import { mediaStateOf } from '@cho-dep/api/live-media/media-folders';
import { isAppError } from '@cho-dep/core/errors/app-error';
import { data } from 'react-router';
import type { ServerContext } from '../../server-context';

/** /live: lives on air first, then the upcoming ones (the list's own order), then the replays. */
export async function loadLiveList(server: ServerContext) {
  const [now, replays] = await Promise.all([
    listLives(server.app, { page: 1 }),
    listLives(server.app, { page: 1, section: 'replays' }),
  ]);
  return { lives: now.items, replays: replays.items, now: server.app.now().toISOString() };
}

/**
 * /live/{id}: the live as anyone sees it (line-up, pin, chapters) and what can be played now:
 * the live playlist while on air, the replay once it ended; for a signed-in viewer, who they are
 * (their own messages, being muted) and whether they follow the shop (the reminder of its lives).
 */
export async function loadLiveWatch(server: ServerContext, liveId: string) {
  const live = await liveDetail(server.app, liveId).catch((error: unknown) => {
    if (isAppError(error) && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw error;
  });
  const userId = server.user?.userId ?? null;
  const [media, following] = await Promise.all([
    mediaStateOf(server.app, liveId),
    userId ? followsShop(server.app.database.db, userId, live.shop.id) : false,
  ]);
  return { live, media, viewer: { userId, following }, now: server.app.now().toISOString() };
}
