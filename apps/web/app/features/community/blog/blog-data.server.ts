import {
  listBlogCategories,
  listPublicArticles,
  loadPublicArticle,
} from '@cho-dep/api/community/blog/blog-queries';
import { isAppError } from '@cho-dep/core/errors/app-error';
import type { ServerContext } from '../../../server-context';

const urlOf = (server: ServerContext) => (key: string) => server.app.storage.urlOf(key);

/** /blog?category=&page=: the categories and one page of the magazine (as GET /community/v1/blog). */
export async function loadBlogList(
  server: ServerContext,
  query: { page: number; categoryId: string | null },
) {
  const { app, info } = server;
  const categories = await listBlogCategories(app.database.db, info.language);
  const categoryId = categories.some((c) => c.id === query.categoryId) ? query.categoryId : null;
  const page = await listPublicArticles(
    app.database.db,
    { page: query.page, categoryId: categoryId ?? undefined },
    app.now(),
    urlOf(server),
    info.language,
  );
  return { categories, categoryId, page };
}

/** /blog/{id}: one public article, or null (a draft, a scheduled one before its time, unknown). */
export async function loadBlogArticle(server: ServerContext, idOrSlug: string) {
  try {
    return await loadPublicArticle(
      server.app.database.db,
      idOrSlug,
      server.app.now(),
      urlOf(server),
      server.info.language,
    );
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}
