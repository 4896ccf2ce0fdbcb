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
import { trackAddToCart } from '../../lib/analytics';
import { ApiError } from '../../lib/api-client';
import { announceCartCount } from '../../lib/cart-events';
import { expressCheckoutHref } from '../../lib/express-checkout-href';
import { useT } from '../../lib/i18n';
import { LoginPromptContext } from '../../lib/use-require-login';
import { Button } from '../button';
import { Price } from '../price';
import { useToast } from '../toast';
import { addToCart, type ProductDetail } from './product-buy-api';
import styles from './product-buy-panel.module.css';
import { QuantityInput } from './quantity-input';
import { VariantChips } from './variant-chips';

/** The given variant's choices when it can be bought; else whatever has only one open value. */
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
 * Buying one product in a sheet over another page (a post's product tag, a live's product): its
 * price as its page shows it, its classifications with stock, quantity, "Thêm vào giỏ hàng" and
 * "Mua ngay" (the express checkout, or what the page does instead), and the way to its page.
 * `testId` names its parts for the browser tests (`<testId>-stock`, `-add-to-cart`, `-buy-now`).
 */
export function ProductBuyPanel({
  product,
  startVariantId,
  onDone,
  onBuyNow,
  testId,
}: {
  product: ProductDetail;
  startVariantId: string | null;
  onDone: () => void;
  /** "Mua ngay" somewhere else than the express checkout page (a live's checkout over its video). */
  onBuyNow?: (variantId: string, quantity: number) => void;
  testId: string;
}) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const signedIn = useContext(LoginPromptContext)?.loggedIn ?? false;
  const [selection, setSelection] = useState<Selection>(() => startingSelection(product, startVariantId));
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
      if (onBuyNow) onBuyNow(variant.id, quantity);
      else navigate(expressCheckoutHref({ variantId: variant.id, quantity }));
      return;
    }
    setBusy(true);
    try {
      const answer = await addToCart(variant.id, quantity, signedIn);
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
          <span className={styles.stock} data-testid={`${testId}-stock`}>
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
          data-testid={`${testId}-add-to-cart`}
        >
          {t('product.actions.addToCart')}
        </Button>
        <Button
          onClick={() => void buy('now')}
          disabled={soldOut || paused || busy}
          data-testid={`${testId}-buy-now`}
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
