import { useT } from '../../../lib/i18n';
import { Badge, type BadgeTone } from '../../../ui/badge';
import type { ProductTab } from './products-api';

const TONE: Record<Exclude<ProductTab, 'all'>, BadgeTone> = {
  available: 'success',
  soldOut: 'warning',
  hidden: 'neutral',
  draft: 'info',
  pending: 'primary',
  rejected: 'danger',
};

/** The product's state as the list's tabs name it (an approved product with no stock is "sold out"). */
export function ProductStatusBadge({ tab }: { tab: Exclude<ProductTab, 'all'> }) {
  const t = useT();
  return <Badge tone={TONE[tab]}>{t(`sellerProducts.tabs.${tab}`)}</Badge>;
}
