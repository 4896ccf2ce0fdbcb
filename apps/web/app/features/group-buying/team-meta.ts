import { shareMetaTags } from '../../lib/share-meta';

/**
 * The head of /mua-chung/{teamId}: the preview of a shared team link (product picture, team
 * price and seats left). A team passes: search engines keep the product page instead.
 */
export function teamMetaTags(input: {
  title: string;
  description: string;
  url: string;
  imageUrl: string | null;
}) {
  return [...shareMetaTags({ ...input, type: 'product' }), { name: 'robots', content: 'noindex' }];
}
