import { getBlookDetail } from '@cho-dep/api/community/blooks/blook-detail';
import {
  listBlookCategories,
  listBlooks,
  listBlookTemplates,
} from '@cho-dep/api/community/blooks/blook-lists';
import type {
  BlookCategoryView,
  BlookDetailView,
  BlookPageView,
  BlookTemplateView,
} from '@cho-dep/api/community/blooks/blook-view-schemas';
import { isAppError } from '@cho-dep/core/errors/app-error';
import type { ServerContext } from '../../../server-context';
import type { BlookListFilter } from './blook-api';

/**
 * The blook pages read the API's query functions in-process (no HTTP hop): the same answers
 * GET /community/v1/blook-categories, /blooks and /blooks/{id} give, as this viewer sees them.
 */
const urlOf =
  ({ app }: ServerContext) =>
  (key: string) =>
    app.storage.urlOf(key);

export interface BlookHomeData {
  categories: BlookCategoryView[];
  page: BlookPageView;
}

export async function loadBlookHome(server: ServerContext, filter: BlookListFilter): Promise<BlookHomeData> {
  const db = server.app.database.db;
  const [categories, page] = await Promise.all([
    listBlookCategories(db),
    listBlooks(db, server.user?.userId ?? null, filter, null, urlOf(server)),
  ]);
  return { categories, page };
}

/** One blook as its viewer may see it, or null (404) when it is not there for them. */
export async function loadBlook(server: ServerContext, id: string): Promise<BlookDetailView | null> {
  try {
    return await getBlookDetail(server.app.database.db, server.user?.userId ?? null, id, urlOf(server));
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** More looks for the same occasion, under a blook. */
export async function loadRelatedBlooks(
  server: ServerContext,
  blook: BlookDetailView,
): Promise<BlookPageView> {
  const page = await listBlooks(
    server.app.database.db,
    server.user?.userId ?? null,
    { categoryId: blook.categoryId },
    null,
    urlOf(server),
  );
  return { items: page.items.filter((b) => b.id !== blook.id).slice(0, 8), nextCursor: null };
}

export interface BlookBuilderData {
  templates: BlookTemplateView[];
  categories: BlookCategoryView[];
}

export async function loadBlookBuilder(server: ServerContext): Promise<BlookBuilderData> {
  const db = server.app.database.db;
  const [templates, categories] = await Promise.all([listBlookTemplates(db), listBlookCategories(db)]);
  return { templates, categories };
}
