export const BLOG_PATH = '/blog';

export const blogArticleHref = (id: string) => `${BLOG_PATH}/${encodeURIComponent(id)}`;

/** /blog with the chosen category and page (page 1 and "all" leave their parameter out). */
export function blogListHref(categoryId: string | null, page = 1): string {
  const query = new URLSearchParams();
  if (categoryId) query.set('category', categoryId);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${BLOG_PATH}?${text}` : BLOG_PATH;
}
