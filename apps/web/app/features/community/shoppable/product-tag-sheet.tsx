import {
  chosenVariant,
  matchingVariants,
  optionValueStates,
  priceRangeOf,
  type Selection,
  toggleValue,
} from '@cho-dep/core/catalog/variant-choice';
import { useContext, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { trackAddToCart } from '../../../lib/analytics';
import { ApiError } from '../../../lib/api-client';
import { announceCartCount } from '../../../lib/cart-events';
import { expressCheckoutHref } from '../../../lib/express-checkout-href';
import { useT } from '../../../lib/i18n';
import { useQuery } from '../../../lib/query-cache';
import { LoginPromptContext } from '../../../lib/use-require-login';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { Price } from '../../../ui/price';
import { Spinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import styles from './product-tag-sheet.module.css';
import { PurchaseNote } from './purchase-note';
import { QuantityInput } from './quantity-input';
import { addTagToCart, fetchProduct, PRODUCT_DETAIL, type ProductDetail } from './shoppable-api';
import type { PostProductTag } from './shoppable-types';
import { VariantChips } from './variant-chips';

/** The tagged variant's choices when it can be bought; else whatever has only one open value. */
function startingSelection(product: ProductDetail, variantId: string | null): Selection {
  const tagged = product.variants.find((v) => v.id === variantId && !v.soldOut);
  if (tagged) return Object.fromEntries(tagged.optionValues.map((o) => [o.name, o.value]));
  const states = optionValueStates(product.options, product.variants, {});
  const selection: Record<string, string> = {};
  for (const option of product.options) {
    const open = states[option.name]?.filter((s) => !s.soldOut) ?? [];
    if (open.length === 1 && open[0]) selection[option.name] = open[0].value;
  }
  return selection;
}

/**
 * The sheet a product tag opens over the feed (a bottom sheet on phones, a dialog on larger
 * screens): the product's live price as its page shows it, its classifications with stock,
 * quantity, "Thêm vào giỏ hàng" and "Mua ngay", and the way to its page. When the author
 * bought it, what they bought and their measurements then.
 */
export function ProductTagSheet({ tag, onClose }: { tag: PostProductTag; onClose: () => void }) {
  const t = useT();
  const query = useQuery({
    queryKey: [PRODUCT_DETAIL, { id: tag.productId }],
    queryFn: () => fetchProduct(tag.productId),
  });
  return (
    <Modal open onClose={onClose} title={tag.product.name}>
      <div data-testid="product-tag-sheet">
        {tag.purchase && (
          <div className={styles.purchase}>
            <PurchaseNote purchase={tag.purchase} />
          </div>
        )}
        {query.data ? (
          <SheetBody product={query.data} taggedVariantId={tag.variantId} onDone={onClose} />
        ) : query.isError ? (
          <div className={styles.state}>
            <p>{query.error instanceof ApiError ? query.error.message : t('common.error.generic')}</p>
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
              {t('shoppable.sheet.retry')}
            </Button>
          </div>
        ) : (
          <div className={styles.state}>
            <Spinner />
          </div>
        )}
      </div>
    </Modal>
  );
}

function SheetBody({
  product,
  taggedVariantId,
  onDone,
}: {
  product: ProductDetail;
  taggedVariantId: string | null;
  onDone: () => void;
}) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const signedIn = useContext(LoginPromptContext)?.loggedIn ?? false;
  const [selection, setSelection] = useState<Selection>(() => startingSelection(product, taggedVariantId));
  const [quantity, setQuantity] = useState(1);
  const [showMissing, setShowMissing] = useState(false);
  const [busy, setBusy] = useState(false);

  const { options, variants } = product;
  const states = optionValueStates(options, variants, selection);
  const variant = chosenVariant(options, variants, selection);
  const matching = matchingVariants(variants, selection);
  const prices = priceRangeOf(variant ? [variant] : matching.length > 0 ? matching : variants);
  const soldOut = product.stock <= 0 || variants.every((v) => v.soldOut);
  const paused = product.shop.isPaused;
  const stock = variant ? variant.stock : product.stock;
  const picture = product.images[0];

  const pick = (option: string, value: string) => {
    const next = toggleValue(selection, option, value);
    setSelection(next);
    const picked = chosenVariant(options, variants, next);
    if (picked) setQuantity((q) => Math.max(1, Math.min(q, picked.stock)));
  };

  const buy = async (mode: 'cart' | 'now') => {
    if (!variant || variant.soldOut) {
      setShowMissing(true);
      return;
    }
    if (mode === 'now') {
      navigate(expressCheckoutHref({ variantId: variant.id, quantity }));
      return;
    }
    setBusy(true);
    try {
      const answer = await addTagToCart(variant.id, quantity, signedIn);
      announceCartCount(answer.cartCount);
      trackAddToCart({ id: product.id, name: product.name, price: variant.salePrice ?? variant.price });
      toast.show(t('product.actions.added'), 'success');
      onDone();
    } catch (error) {
      toast.show(error instanceof ApiError ? error.message : t('common.error.generic'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.body}>
      <div className={styles.head}>
        {picture && (
          <img
            className={styles.picture}
            src={picture.thumbUrl}
            alt=""
            width={96}
            height={96}
            decoding="async"
          />
        )}
        <div className={styles.headText}>
          <Price
            price={prices.price.min}
            salePrice={prices.salePrice ? prices.salePrice.min : null}
            size="lg"
          />
          <span className={styles.shop}>{product.shop.name}</span>
          <span className={styles.stock} data-testid="tag-sheet-stock">
            {soldOut ? t('shoppable.sheet.soldOut') : t('shoppable.sheet.stockLeft', { count: stock })}
          </span>
        </div>
      </div>
      {options.length > 0 && (
        <VariantChips
          options={options}
          states={states}
          selection={selection}
          onPick={pick}
          invalid={showMissing}
        />
      )}
      {showMissing && !variant && (
        <p className={styles.error} role="alert">
          {t('errors.VARIANT_REQUIRED')}
        </p>
      )}
      <div className={styles.quantityRow}>
        <span>{t('product.quantity.label')}</span>
        <QuantityInput
          value={quantity}
          max={stock}
          onChange={setQuantity}
          label={t('shoppable.sheet.quantityOf', { name: product.name })}
        />
      </div>
      {paused && <p className={styles.notice}>{t('shopSettings.vacation.product')}</p>}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => void buy('cart')}
          loading={busy}
          disabled={soldOut || paused || busy}
          data-testid="tag-sheet-add-to-cart"
        >
          {t('product.actions.addToCart')}
        </Button>
        <Button
          onClick={() => void buy('now')}
          disabled={soldOut || paused || busy}
          data-testid="tag-sheet-buy-now"
        >
          {t('product.actions.buyNow')}
        </Button>
      </div>
      <Link to={`/san-pham/${product.id}`} className={styles.pageLink} onClick={onDone}>
        {t('shoppable.sheet.viewProduct')}
      </Link>
    </div>
  );
}
