import type { ProductDetailView } from '@cho-dep/core/catalog/product-detail';
import {
  chosenVariant,
  galleryFor,
  matchingVariants,
  missingOptions,
  optionValueStates,
  priceRangeOf,
  quantityLimit,
  type Selection,
  toggleValue,
} from '@cho-dep/core/catalog/variant-choice';
import { lazy, type ReactNode, Suspense, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { announceCartCount } from '../../lib/cart-events';
import { expressCheckoutHref } from '../../lib/express-checkout-href';
import { useT } from '../../lib/i18n';
import { Button } from '../../ui/button';
import { useToast } from '../../ui/toast';
import styles from './buy-box.module.css';
import { addToCart } from './product-api';
import { ProductIcon } from './product-icons';
import { ProductPrice } from './product-price';
import { QuantityStepper } from './quantity-stepper';
import { SizeHelp } from './size-help';
import { VariantPicker } from './variant-picker';

// A shop on vacation is rare: the notice's frame loads for such a page (its styles come with the page).
const Alert = lazy(() => import('../../ui/alert').then((m) => ({ default: m.Alert })));
const VariantRequiredText = lazy(() =>
  import('./variant-required-text').then((m) => ({ default: m.VariantRequiredText })),
);

/** Options with a single value that can be bought need no decision: they start chosen. */
function initialSelection(product: ProductDetailView): Selection {
  const states = optionValueStates(product.options, product.variants, {});
  const selection: Record<string, string> = {};
  for (const option of product.options) {
    const open = states[option.name]?.filter((s) => !s.soldOut) ?? [];
    if (option.values.length === 1 && open.length === 1 && open[0]) selection[option.name] = open[0].value;
  }
  return selection;
}

/**
 * The buying part of the page: price, classification choice, size help, quantity, add to cart
 * and buy now. Owns the choice and tells the page which pictures to show (`renderGallery`).
 */
export function BuyBox({
  product,
  signedIn,
  hasGuest,
  summary,
  renderGallery,
}: {
  product: ProductDetailView;
  signedIn: boolean;
  hasGuest: boolean;
  summary: ReactNode;
  renderGallery: (images: ProductDetailView['images']) => ReactNode;
}) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  // Opened from a live's pinned product (/san-pham/{id}?live=): the order counts in that live.
  const liveId = useSearchParams()[0].get('live') ?? undefined;
  const [selection, setSelection] = useState<Selection>(() => initialSelection(product));
  const [quantity, setQuantity] = useState(1);
  const [showMissing, setShowMissing] = useState(false);
  const [busy, setBusy] = useState<'cart' | 'buy' | null>(null);
  const infoRef = useRef<HTMLDivElement>(null);
  // After the first add a guest exists even if the page was rendered without one.
  const guestReady = useRef(hasGuest);

  const { options, variants } = product;
  // Pause mode: the shop is on vacation, so the page shows but nothing can be bought.
  const onVacation = product.shop.isPaused;
  const states = useMemo(
    () => optionValueStates(options, variants, selection),
    [options, variants, selection],
  );
  const variant = chosenVariant(options, variants, selection);
  const matching = matchingVariants(variants, selection);
  const prices = priceRangeOf(variant ? [variant] : matching.length > 0 ? matching : variants);
  const gallery = useMemo(
    () => galleryFor(product.images, options, selection),
    [product.images, options, selection],
  );
  const allSoldOut = product.stock <= 0 || variants.every((v) => v.soldOut);
  const limit = quantityLimit(variant, product.stock);
  const missing = missingOptions(options, selection);
  const needsChoice = showMissing && (missing.length > 0 || !variant);

  const pick = (option: string, value: string) => {
    const next = toggleValue(selection, option, value);
    setSelection(next);
    const picked = chosenVariant(options, variants, next);
    if (picked) setQuantity((q) => Math.max(1, Math.min(q, picked.stock)));
  };

  const add = async (mode: 'cart' | 'buy') => {
    if (!variant || variant.soldOut) {
      setShowMissing(true);
      // On phones the buy bar is far from the choice: bring the first unchosen option into view.
      requestAnimationFrame(() =>
        infoRef.current
          ?.querySelector('[data-missing]')
          ?.scrollIntoView({ block: 'center', behavior: 'smooth' }),
      );
      return;
    }
    if (mode === 'buy') {
      navigate(expressCheckoutHref({ variantId: variant.id, quantity, liveId }));
      return;
    }
    setBusy(mode);
    try {
      const answer = await addToCart(variant.id, quantity, { signedIn, hasGuest: guestReady.current });
      guestReady.current = true;
      announceCartCount(answer.cartCount);
      const item = { id: product.id, name: product.name, price: variant.salePrice ?? variant.price };
      void import('../../lib/analytics').then(({ trackAddToCart }) => trackAddToCart(item));
      toast.show(t('product.actions.added'), 'success');
    } catch (error) {
      toast.show(error instanceof ApiError ? error.message : t('common.error.generic'), 'error');
    } finally {
      setBusy(null);
    }
  };

  const stockHint = allSoldOut
    ? t('product.choice.allSoldOut')
    : t('product.choice.stockLeft', { count: variant ? variant.stock : product.stock });

  return (
    <>
      {renderGallery(gallery)}
      <div className={styles.info} ref={infoRef}>
        {summary}
        <ProductPrice prices={prices} />
        {options.length > 0 && (
          <VariantPicker
            options={options}
            states={states}
            selection={selection}
            onPick={pick}
            invalid={needsChoice}
          />
        )}
        {needsChoice && (
          <Suspense fallback={null}>
            <p className={styles.choiceError} role="alert" data-testid="variant-required">
              <VariantRequiredText />
            </p>
          </Suspense>
        )}
        <SizeHelp
          chart={product.sizeChart}
          details={product.sizeDetails}
          recommendation={product.sizeRecommendation}
          signedIn={signedIn}
        />
        <QuantityStepper value={quantity} max={limit} onChange={setQuantity} hint={stockHint} />
        {onVacation && (
          <Suspense fallback={null}>
            <Alert tone="info">
              <span>
                <strong>{t('shopSettings.vacation.title')}</strong> {t('shopSettings.vacation.product')}
              </span>
            </Alert>
          </Suspense>
        )}
        <div className={styles.actions} data-action-bar>
          <Button
            variant="secondary"
            className={styles.action}
            onClick={() => void add('cart')}
            loading={busy === 'cart'}
            disabled={allSoldOut || onVacation || busy !== null}
            data-testid="add-to-cart"
          >
            <ProductIcon name="cart" />
            {t('product.actions.addToCart')}
          </Button>
          <Button
            className={styles.action}
            onClick={() => void add('buy')}
            loading={busy === 'buy'}
            disabled={allSoldOut || onVacation || busy !== null}
            data-testid="buy-now"
          >
            {t('product.actions.buyNow')}
          </Button>
        </div>
        <p className={styles.delivery}>
          <ProductIcon name="truck" size={18} />
          <span>
            {t('product.details.preparation')}:{' '}
            {t('product.details.preparationValue', { count: product.logistics.preparationDays })}
            {' · '}
            {t('product.details.returns')}:{' '}
            {t('product.details.returnsValue', { count: product.returnTerms.days })}
          </span>
        </p>
      </div>
    </>
  );
}
