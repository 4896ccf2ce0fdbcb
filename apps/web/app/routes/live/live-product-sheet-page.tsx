import { useParams } from 'react-router';
import { LiveProductSheet } from '../../features/live/live-product-sheet';

/** /live/{id}/san-pham/{productId} — a product of the live in a sheet over its video. */
export default function LiveProductSheetPage() {
  const { productId = '' } = useParams();
  return <LiveProductSheet key={productId} productId={productId} />;
}
