import { listBlooks } from '@cho-dep/api/community/blooks/blook-lists';
import { listFollows } from '@cho-dep/api/community/walls/follow-lists';
import { postsOfMember } from '@cho-dep/api/community/walls/posts-of-member';
import { readWall } from '@cho-dep/api/community/walls/wall-view';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { ServerContext } from '../../../server-context';
import { pagedAsFeed } from '../feed/feed-source';
import type { WallScreenData, WallTab } from './wall-types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A wall and its open tab, read in-process with the functions the walls API answers with:
 * the profile as this viewer may see it (what the owner chose to show) and the tab's first page.
 * Null for a member who is not there (404).
 */
export async function loadWall(
  server: ServerContext,
  userId: string,
  tab: WallTab,
): Promise<WallScreenData | null> {
  if (!UUID.test(userId)) return null;
  const { app, user } = server;
  const db = app.database.db;
  const viewerId = user?.userId ?? null;
  const urlOf = (key: string) => app.storage.urlOf(key);
  try {
    const wall = await readWall(db, viewerId, userId, urlOf);
    const now = app.now().toISOString();
    switch (tab) {
      case 'blook':
        return { wall, now, tab, blooks: await listBlooks(db, viewerId, { userId }, null, urlOf) };
      case 'followers':
      case 'following': {
        const kind = tab === 'followers' ? 'follower' : 'following';
        return { wall, now, tab, follows: await listFollows(db, viewerId, userId, kind, 1, urlOf) };
      }
      default:
        return {
          wall,
          now,
          tab: 'posts',
          posts: pagedAsFeed(await postsOfMember(db, viewerId, userId, 1, urlOf)),
        };
    }
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}
