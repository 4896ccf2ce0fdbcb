import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../lib/i18n';
import { useRequireLogin } from '../../lib/use-require-login';
import { ProductGrid } from '../../ui/product-card';
import { useToast } from '../../ui/toast';
import { BuyBox } from './buy-box';
import { recordView, setFavourite, setFollow } from './product-api';
import { ProductBreadcrumb } from './product-breadcrumb';
import type { ProductPageData } from './product-data.server';
import { ProductGallery } from './product-gallery';
import { ProductIcon } from './product-icons';
import styles from './product-page.module.css';
import sections from './product-sections.module.css';
import { ProductSummary } from './product-summary';
import summaryStyles from './product-summary.module.css';
import { ShopCard } from './shop-card';
// Their styles come with the page's own, so the server's HTML of the lazy sections below is
// styled from the first paint.
import '../../ui/alert.module.css';
import '../../ui/size-tables.module.css';
import './product-reviews.module.css';

// The details, the description and the reviews sit below the buy box (and the owner's
// preview notice shows to the owner only): the server renders them as always (the words are
// in the HTML), and their code arrives after the page's, each hydrating on its own, so the
// first screen of a product becomes usable sooner on a slow phone. The shop card is not among
// them: its follow and chat buttons are tapped early, and a tap on a section whose code has not
// arrived yet is lost.
const Alert = lazy(() => import('../../ui/alert').then((m) => ({ default: m.Alert })));
const ProductDescription = lazy(() =>
  import('./product-description').then((m) => ({ default: m.ProductDescription })),
);
const ProductDetails = lazy(() => import('./product-details').then((m) => ({ default: m.ProductDetails })));
const ProductReviews = lazy(() => import('./product-reviews').then((m) => ({ default: m.ProductReviews })));

type Props = Omit<ProductPageData, 'meta'> & {
  /** Sections other features add, composed by the route (the community's posts about it). */
  extraSections?: ReactNode;
  /** The group-buy block under the buy box, when the product is in a running program. */
  groupBuySlot?: ReactNode;
};

/** The product page: gallery and buy box, shop, details, description, reviews, related products. */
export function ProductPage({ product, signedIn, hasGuest, now, extraSections, groupBuySlot }: Props) {
  const t = useT();
  const toast = useToast();
  const requireLogin = useRequireLogin();
  const [following, setFollowing] = useState(product.shop.isFollowed);
  const [followerCount, setFollowerCount] = useState(product.shop.followerCount);
  const [followBusy, setFollowBusy] = useState(false);
  const [favourite, setFavouriteState] = useState(product.isFavourite);

  // One view per visit of the page (the server dedupes per visitor and hour), and view_item.
  const { key: historyKey } = useLocation();
  // The analytics code loads after the page is shown: nothing on screen waits for it.
  useEffect(() => {
    void import('../../lib/analytics').then(({ oncePerView, trackViewItem }) =>
      oncePerView(historyKey, product.id, () => {
        recordView(product.id);
        trackViewItem({
          id: product.id,
          name: product.name,
          price: (product.salePrice ?? product.price).min,
        });
      }),
    );
  }, [historyKey, product.id, product.name, product.price, product.salePrice]);

  const failed = (error: unknown) =>
    toast.show(error instanceof Error && error.message ? error.message : t('common.error.generic'), 'error');

  const toggleFollow = () =>
    requireLogin(() => {
      setFollowBusy(true);
      setFollow(product.shop.id, !following)
        .then((state) => {
          setFollowing(state.following);
          setFollowerCount(state.followerCount);
          const key = state.following ? 'product.shop.followed' : 'product.shop.unfollowed';
          toast.show(t(key, { name: product.shop.name }), 'success');
        })
        .catch(failed)
        .finally(() => setFollowBusy(false));
    });

  const toggleFavourite = () =>
    requireLogin(() => {
      const next = !favourite;
      setFavouriteState(next);
      setFavourite(product.id, next)
        .then((state) => {
          setFavouriteState(state.favourite);
          toast.show(
            t(state.favourite ? 'product.actions.favourited' : 'product.actions.unfavourited'),
            'success',
          );
        })
        .catch((error) => {
          setFavouriteState(!next);
          failed(error);
        });
    });

  const share = async () => {
    const url = `${window.location.origin}/san-pham/${product.id}`;
    if (typeof navigator.share === 'function') {
      // A cancelled share sheet rejects too; there is nothing to tell the buyer then.
      await navigator.share({ title: product.name, url }).catch(() => {});
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.show(t('product.actions.linkCopied'), 'success');
    } catch {
      toast.show(t('product.actions.shareFailed'), 'error');
    }
  };

  const actions = (
    <>
      <button
        type="button"
        className={summaryStyles.iconButton}
        aria-label={t('product.actions.favourite')}
        aria-pressed={favourite}
        onClick={toggleFavourite}
        data-testid="favourite-product"
      >
        <ProductIcon name="heart" filled={favourite} />
      </button>
      <button
        type="button"
        className={summaryStyles.iconButton}
        aria-label={t('product.actions.share')}
        onClick={() => void share()}
      >
        <ProductIcon name="share" />
      </button>
    </>
  );

  return (
    <div className={styles.page}>
      <ProductBreadcrumb items={product.breadcrumb} current={product.name} />
      {!product.listed && !product.shop.isPaused && (
        <div className={styles.notice}>
          <Suspense fallback={null}>
            <Alert tone="info">{t('product.badges.notListed')}</Alert>
          </Suspense>
        </div>
      )}
      <div className={styles.top}>
        <BuyBox
          product={product}
          signedIn={signedIn}
          hasGuest={hasGuest}
          summary={<ProductSummary product={product} actions={actions} />}
          renderGallery={(images) => (
            <div className={styles.galleryColumn}>
              <ProductGallery images={images} name={product.name} />
            </div>
          )}
        />
      </div>
      {groupBuySlot}
      <ShopCard
        shop={product.shop}
        productId={product.id}
        followed={following}
        followerCount={followerCount}
        busy={followBusy}
        onToggleFollow={toggleFollow}
      />
      <div className={styles.lower}>
        <Suspense fallback={null}>
          <ProductDetails product={product} />
        </Suspense>
        <Suspense fallback={null}>
          <ProductDescription product={product} />
        </Suspense>
        <Suspense fallback={null}>
          <ProductReviews
            productId={product.id}
            summary={product.reviewSummary}
            initial={product.topReviews}
            variants={product.variants}
            now={now}
          />
        </Suspense>
      </div>
      {extraSections}
      {product.related.length > 0 && (
        <section className={styles.related} aria-labelledby="product-related-title">
          <h2 id="product-related-title" className={sections.title}>
            {t('product.sections.related')}
          </h2>
          <ProductGrid products={product.related} position="ProductDetail" />
        </section>
      )}
    </div>
  );
}
