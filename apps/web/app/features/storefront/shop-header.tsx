import type { ShopHeaderView } from '@cho-dep/api/storefront/storefront-views';
import { formatCount } from '@cho-dep/core/format/count';
import { formatDayMonthYear } from '@cho-dep/core/format/date';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n';
import { useRequireLogin } from '../../lib/use-require-login';
import { Badge } from '../../ui/badge';
import { buttonClassName } from '../../ui/button';
import { LineIcon } from '../../ui/line-icon';
import { FollowButton } from './follow-button';
import styles from './seller.module.css';

function ChatIcon() {
  return (
    <LineIcon strokeWidth={2}>
      <path d="M4 5h16v11H9l-5 4z" strokeLinejoin="round" />
    </LineIcon>
  );
}

/** The top of a seller page: cover, logo, name, country, actions and the shop's figures. */
export function ShopHeader({ shop, signedIn }: { shop: ShopHeaderView; signedIn: boolean }) {
  const t = useT();
  const language = useLanguage();
  const [followers, setFollowers] = useState(shop.followerCount);
  const requireLogin = useRequireLogin();
  return (
    <section className={styles.header} aria-labelledby="shop-name">
      <div className={styles.cover}>
        {shop.coverUrl && (
          <img
            src={shop.coverUrl}
            srcSet={shop.coverSrcSet ?? undefined}
            sizes="(min-width: 1200px) 1200px, 100vw"
            alt=""
            width={1340}
            height={754}
            fetchPriority="high"
          />
        )}
      </div>
      <div className={styles.identity}>
        {shop.logoUrl ? (
          <img className={styles.logo} src={shop.logoUrl} alt="" width={88} height={88} />
        ) : (
          <span className={styles.logo} aria-hidden="true">
            {shop.name.charAt(0)}
          </span>
        )}
        <div className={styles.names}>
          <h1 id="shop-name" className={styles.name}>
            {shop.name}
          </h1>
          <Badge tone={shop.country === 'KO' ? 'info' : 'neutral'}>
            {t('storefront.shop.from', { country: t(`storefront.shop.country.${shop.country}`) })}
          </Badge>
        </div>
        <div className={styles.actions}>
          <FollowButton
            shopId={shop.id}
            signedIn={signedIn}
            initial={{ following: shop.isFollowed, followerCount: shop.followerCount }}
            onChange={(state) => setFollowers(state.followerCount)}
          />
          <Link
            to={`/tro-chuyen?shop=${shop.id}`}
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
            aria-label={t('storefront.shop.chatLabel', { name: shop.name })}
            onClick={(event) => {
              // A guest is asked to log in here rather than sent home by the chat page.
              if (!requireLogin()) event.preventDefault();
            }}
          >
            <ChatIcon />
            {t('storefront.shop.chat')}
          </Link>
        </div>
      </div>
      <dl className={styles.stats}>
        <div>
          <dt>{t('storefront.shop.rating')}</dt>
          <dd>
            {shop.ratingCount > 0 ? (
              <>
                <span className={styles.star} aria-hidden="true">
                  ★{' '}
                </span>
                {t('storefront.shop.ratingValue', {
                  rating: shop.ratingAvg.toFixed(1),
                  count: shop.ratingCount,
                  shortCount: formatCount(shop.ratingCount, language),
                })}
              </>
            ) : (
              t('storefront.shop.noRating')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('storefront.shop.followers')}</dt>
          <dd data-testid="shop-followers">{formatCount(followers, language)}</dd>
        </div>
        <div>
          <dt>{t('storefront.shop.products')}</dt>
          <dd>{formatCount(shop.productCount, language)}</dd>
        </div>
        <div>
          <dt>{t('storefront.shop.joined')}</dt>
          <dd>{formatDayMonthYear(new Date(shop.joinedAt))}</dd>
        </div>
      </dl>
      {shop.description && (
        <details className={styles.about}>
          <summary>{t('storefront.shop.about')}</summary>
          <p>{shop.description}</p>
        </details>
      )}
    </section>
  );
}
