import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { oncePerView, trackViewItem } from '../../lib/analytics';
import { useT } from '../../lib/i18n';
import { useRequireLogin } from '../../lib/use-require-login';
import { Alert } from '../../ui/alert';
import { ProductGrid } from '../../ui/product-card';
import { useToast } from '../../ui/toast';
import { BuyBox } from './buy-box';
import { recordView, setFavourite, setFollow } from './product-api';
import { ProductBreadcrumb } from './product-breadcrumb';
import type { ProductPageData } from './product-data.server';
import { ProductDescription } from './product-description';
import { ProductDetails } from './product-details';
import { ProductGallery } from './product-gallery';
import { ProductIcon } from './product-icons';
import styles from './product-page.module.css';
import { ProductReviews } from './product-reviews';
import sections from './product-sections.module.css';
import { ProductSummary } from './product-summary';
import summaryStyles from './product-summary.module.css';
import { ShopCard } from './shop-card';

type Props = Omit<ProductPageData, 'meta'> & {
  /** Sections other features add, composed by the route (the community's posts about it). */
  extraSections?: ReactNode;
};

/** The product page: gallery and buy box, shop, details, description, reviews, related products. */
export function ProductPage({ product, signedIn, hasGuest, now, extraSections }: Props) {
  const t = useT();
  const toast = useToast();
  const requireLogin = useRequireLogin();
  const [following, setFollowing] = useState(product.shop.isFollowed);
  const [followerCount, setFollowerCount] = useState(product.shop.followerCount);
  const [followBusy, setFollowBusy] = useState(false);
  const [favourite, setFavouriteState] = useState(product.isFavourite);

  // One view per visit of the page (the server dedupes per visitor and hour), and view_item.
  const { key: historyKey } = useLocation();
  useEffect(() => {
    oncePerView(historyKey, product.id, () => {
      recordView(product.id);
      trackViewItem({ id: product.id, name: product.name, price: (product.salePrice ?? product.price).min });
    });
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
          <Alert tone="info">{t('product.badges.notListed')}</Alert>
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
      <ShopCard
        shop={product.shop}
        productId={product.id}
        followed={following}
        followerCount={followerCount}
        busy={followBusy}
        onToggleFollow={toggleFollow}
      />
      <div className={styles.lower}>
        <ProductDetails product={product} />
        <ProductDescription product={product} />
        <ProductReviews
          productId={product.id}
          summary={product.reviewSummary}
          initial={product.topReviews}
          variants={product.variants}
          now={now}
        />
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
