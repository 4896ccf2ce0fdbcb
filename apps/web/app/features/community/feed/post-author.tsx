import { formatDate } from '@cho-dep/core/format/date';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../../lib/i18n';
import { Badge } from '../../../ui/badge';
import { shopHref, wallHref } from './community-links';
import { useNow } from './now-context';
import styles from './post-card.module.css';
import type { PostView } from './post-types';

/** A round picture of a member or shop, their initial when they have none. */
export function Avatar({ name, url, size = 40 }: { name: string; url: string | null; size?: number }) {
  return url ? (
    <img className={styles.avatar} src={url} alt="" width={size} height={size} loading="lazy" />
  ) : (
    <span className={styles.avatar} style={{ width: size, height: size }} aria-hidden="true">
      {name.charAt(0).toUpperCase()}
    </span>
  );
}

/**
 * Who posted and when: a post made as a shop shows the shop (linking to its page) with the
 * "Shop" badge, otherwise the member (linking to their wall); the time as "5 phút trước".
 */
export function PostAuthor({ post }: { post: PostView }) {
  const t = useT();
  const language = useLanguage();
  const now = useNow();
  const asShop = post.shop;
  const name = asShop ? asShop.name : post.author.name;
  const href = asShop ? shopHref(asShop.id) : wallHref(post.author.id);
  return (
    <div className={styles.author}>
      <Link to={href} className={styles.authorLink}>
        <Avatar name={name} url={asShop ? asShop.logoUrl : post.author.avatarUrl} />
        <span className={styles.authorText}>
          <span className={styles.authorName}>
            {name}
            {asShop && (
              <Badge tone="primary" className={styles.shopBadge}>
                {t('community.card.shopBadge')}
              </Badge>
            )}
          </span>
          <span className={styles.meta}>
            <time dateTime={post.createdAt}>{formatDate(post.createdAt, { now, language })}</time>
            {post.editCount > 0 && <> · {t('community.card.edited')}</>}
            {post.kind !== 'look' && <> · {t(`community.card.kind.${post.kind}`)}</>}
          </span>
        </span>
      </Link>
    </div>
  );
}
