import type { BlogArticleInput } from '@cho-dep/core/community/blog-schemas';
import { call, client, multipart } from '../../../../lib/api-fetch';
import { asJson } from '../../../../lib/json-body';
import { queryOptions } from '../../../../lib/query-cache';

/** The blog editor's calls (admins only): save, delete, upload a picture, find products to embed. */

export const BLOG_ADMIN_PATH = '/quan-tri/blog';
const SEARCH_PATH = '/api/v1/public/products/search';

const byId = (id: string) => ({ params: { path: { id } } });

/** POST (new) or PUT (existing) with the shared input schema's value; answers the saved article. */
export async function saveBlogArticle(id: string | null, input: BlogArticleInput) {
  const answer = await call(
    id
      ? client.PUT('/api/v1/admin/blog/{id}', { ...byId(id), body: asJson(input) })
      : client.POST('/api/v1/admin/blog', { body: asJson(input) }),
  );
  return answer.data;
}

export async function deleteBlogArticle(id: string): Promise<void> {
  await call(client.DELETE('/api/v1/admin/blog/{id}', byId(id)));
}

/** Uploads a cover or body picture (checked and re-encoded by the server): its key and preview. */
export async function uploadBlogPicture(
  kind: 'cover' | 'body',
  file: File,
): Promise<{ key: string; url: string }> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file);
  return (await call(client.POST('/api/v1/admin/blog/pictures', { body: multipart(form) }))).data;
}

/** Products to embed, searched by name like the storefront's search. */
export const blogProductSearch = (q: string) =>
  queryOptions({
    queryKey: [SEARCH_PATH, { query: { q, pageSize: 20 } }],
    queryFn: async () =>
      (await call(client.GET(SEARCH_PATH, { params: { query: { q, pageSize: 20 } } }))).data,
    staleTime: 60_000,
  });
