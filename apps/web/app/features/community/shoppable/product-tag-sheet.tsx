import { Modal } from '../../../ui/modal';
import { ProductBuySheetBody } from '../../../ui/product-buy/product-buy-sheet-body';
import styles from './product-tag-sheet.module.css';
import { PurchaseNote } from './purchase-note';
import type { PostProductTag } from './shoppable-types';

/**
 * The sheet a product tag opens over the feed (a bottom sheet on phones, a dialog on larger
 * screens): the product's live price as its page shows it, its classifications with stock,
 * quantity, "Thêm vào giỏ hàng" and "Mua ngay", and the way to its page. When the author
 * bought it, what they bought and their measurements then.
 */
export function ProductTagSheet({ tag, onClose }: { tag: PostProductTag; onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title={tag.product.name}>
      <div data-testid="product-tag-sheet">
        {tag.purchase && (
          <div className={styles.purchase}>
            <PurchaseNote purchase={tag.purchase} />
          </div>
        )}
        <ProductBuySheetBody
          productId={tag.productId}
          startVariantId={tag.variantId}
          onDone={onClose}
          testId="tag-sheet"
        />
      </div>
    </Modal>
  );
}
