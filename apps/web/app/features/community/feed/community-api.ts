import { call, client } from '../../../lib/api-fetch';

/**
 * The writes a post card makes (like, save, share, delete), through the typed client: the
 * session cookie, the CSRF token and refusals as ApiError come with it.
 */
const loose = client as unknown as Record<
  'POST' | 'DELETE',
  (
    path: string,
    init: { params: { path: { id: string } } },
  ) => Promise<{ data?: unknown; response: Response }>
>;

const byId = (id: string) => ({ params: { path: { id } } });

export async function setPostLiked(id: string, liked: boolean): Promise<void> {
  await call(
    liked
      ? loose.POST('/community/v1/posts/{id}/like', byId(id))
      : loose.DELETE('/community/v1/posts/{id}/like', byId(id)),
  );
}

export async function setPostSaved(id: string, saved: boolean): Promise<void> {
  await call(
    saved
      ? loose.POST('/community/v1/posts/{id}/bookmark', byId(id))
      : loose.DELETE('/community/v1/posts/{id}/bookmark', byId(id)),
  );
}

export async function countPostShare(id: string): Promise<void> {
  await call(loose.POST('/community/v1/posts/{id}/share', byId(id)));
}

export async function deletePost(id: string): Promise<void> {
  await call(loose.DELETE('/community/v1/posts/{id}', byId(id)));
}
