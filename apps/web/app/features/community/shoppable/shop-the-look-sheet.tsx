import { useT } from '../../../lib/i18n';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import type { LookSource } from './shoppable-types';

/** The look's products with the buyer's recommended sizes, to adjust and add to the cart. */
export function ShopTheLookSheet({ source, onClose }: { source: LookSource; onClose: () => void }) {
  const t = useT();
  return (
    <Modal open onClose={onClose} title={t('shoppable.look.title')}>
      <div data-testid="shop-the-look-sheet" data-source={`${source.kind}:${source.id}`}>
        <Spinner />
      </div>
    </Modal>
  );
}
