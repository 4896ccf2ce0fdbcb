import { call, client } from '../../../lib/api-fetch';
import { trackEvent } from '../../../lib/tracking/track';

/**
 * The writes a post card makes (like, save, share, delete), through the typed client: the
 * session cookie, the CSRF token and refusals as ApiError come with it.
 */
const byId = (id: string) => ({ params: { path: { id } } });

export async function setPostLiked(id: string, liked: boolean): Promise<void> {
  if (liked) trackEvent('LikePost', id);
  await call(
    liked
      ? client.POST('/community/v1/posts/{id}/like', byId(id))
      : client.DELETE('/community/v1/posts/{id}/like', byId(id)),
  );
}

export async function setPostSaved(id: string, saved: boolean): Promise<void> {
  await call(
    saved
      ? client.POST('/community/v1/posts/{id}/bookmark', byId(id))
      : client.DELETE('/community/v1/posts/{id}/bookmark', byId(id)),
  );
}

export async function countPostShare(id: string): Promise<void> {
  await call(client.POST('/community/v1/posts/{id}/share', byId(id)));
}

export async function deletePost(id: string): Promise<void> {
  await call(client.DELETE('/community/v1/posts/{id}', byId(id)));
}
