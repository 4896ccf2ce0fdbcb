/**
 * The head of a page that belongs to one person (their cart, orders, seller centre, admin):
 * its title, and no indexing by search engines.
 */
export function privatePageMeta(title: string | undefined) {
  return [{ title: title ? `${title} | Chợ Đẹp` : 'Chợ Đẹp' }, { name: 'robots', content: 'noindex' }];
}
