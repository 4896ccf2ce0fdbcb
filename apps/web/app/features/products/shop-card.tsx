import type { ProductShopView } from '@cho-dep/core/catalog/product-detail';
import { formatCount } from '@cho-dep/core/format/count';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n';
import { useRequireLogin } from '../../lib/use-require-login';
import { Badge } from '../../ui/badge';
import { Button, buttonClassName } from '../../ui/button';
import { ProductIcon } from './product-icons';
import styles from './shop-card.module.css';

/**
 * The seller: logo, name, rating, followers and products, with follow (needs a login), chat
 * (needs a login; the product's card goes in as the first message) and a link to the shop.
 */
export function ShopCard({
  shop,
  productId,
  followed,
  followerCount,
  busy,
  onToggleFollow,
}: {
  shop: ProductShopView;
  productId: string;
  followed: boolean;
  followerCount: number;
  busy: boolean;
  onToggleFollow: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const requireLogin = useRequireLogin();
  const shopHref = `/nguoi-ban/${shop.id}?position=ProductDetail`;
  return (
    <section className={styles.card} aria-labelledby="product-shop-name">
      <h2 className="visually-hidden">{t('product.shop.label')}</h2>
      <div className={styles.head}>
        <Link to={shopHref} className={styles.logoLink} tabIndex={-1} aria-hidden="true">
          {shop.logoUrl ? (
            <img className={styles.logo} src={shop.logoUrl} alt="" width={56} height={56} loading="lazy" />
          ) : (
            <span className={styles.logo} />
          )}
        </Link>
        <div className={styles.identity}>
          <Link to={shopHref} id="product-shop-name" className={styles.name}>
            {shop.name}
          </Link>
          {shop.country === 'KO' && <Badge tone="info">{t('product.shop.fromKorea')}</Badge>}
        </div>
        <div className={styles.buttons}>
          <Button
            variant={followed ? 'neutral' : 'primary'}
            size="sm"
            aria-pressed={followed}
            loading={busy}
            onClick={onToggleFollow}
            data-testid="follow-shop"
          >
            {followed ? (
              t('product.shop.following')
            ) : (
              <>
                <span aria-hidden="true">+</span>
                {t('product.shop.follow')}
              </>
            )}
          </Button>
          <Link
            to={`/tro-chuyen?shop=${shop.id}&product=${productId}`}
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
            onClick={(event) => {
              if (!requireLogin()) event.preventDefault();
            }}
            data-testid="product-chat"
          >
            <ProductIcon name="chat" size={18} />
            {t('product.shop.chat')}
          </Link>
        </div>
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>{t('product.shop.rating')}</dt>
          <dd>{shop.ratingCount > 0 ? `${shop.ratingAvg.toFixed(1)} ★` : '–'}</dd>
        </div>
        <div>
          <dt>{t('product.shop.followers')}</dt>
          <dd data-testid="shop-follower-count">{formatCount(followerCount, language)}</dd>
        </div>
        <div>
          <dt>{t('product.shop.products')}</dt>
          <dd>{formatCount(shop.productCount, language)}</dd>
        </div>
        <div className={styles.visit}>
          <Link to={shopHref} className={buttonClassName({ variant: 'ghost', size: 'sm' })}>
            <ProductIcon name="store" size={18} />
            {t('product.shop.visit')}
          </Link>
        </div>
      </dl>
    </section>
  );
}
