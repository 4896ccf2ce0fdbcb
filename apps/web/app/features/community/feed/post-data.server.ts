import { publicOrigin } from '@cho-dep/api/app/public-origin';
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

/** An address as Zalo's and Facebook's previews need it: absolute, on the site's public origin. */
export function absoluteUrl(server: ServerContext, requestUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${publicOrigin(server.app.config, requestUrl)}/`).toString();
}
