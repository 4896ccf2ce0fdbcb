import { hydratePosts } from '@cho-dep/api/community/posts/post-view';
import type { ServerContext } from '../../../server-context';
import type { PostView } from './post-types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One post for /post/{id}, as its viewer may see it: a removed post only for its author (with
 * the moderator's reason), nothing for anyone else (the page answers 404).
 */
export async function loadPost(server: ServerContext, id: string): Promise<PostView | null> {
  if (!UUID.test(id)) return null;
  const { app, user } = server;
  const [post] = await hydratePosts(app.database.db, user?.userId ?? null, [id], (key) =>
    app.storage.urlOf(key),
  );
  return post ?? null;
}
