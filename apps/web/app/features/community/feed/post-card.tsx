import { useT } from '../../../lib/i18n';
import { Alert } from '../../../ui/alert';
import { ProductTagLayer } from '../shoppable/product-tag-layer';
import { distinctProducts, ShopTheLookButton } from '../shoppable/shop-the-look-button';
import { PostActions } from './post-actions';
import { PostAuthor } from './post-author';
import styles from './post-card.module.css';
import { PostFit } from './post-fit';
import { PostMedia } from './post-media';
import { PostMenu } from './post-menu';
import { PostText } from './post-text-view';
import type { PostView } from './post-types';

/**
 * One post as the feeds, the walls and the post page show it: who and when, the pictures
 * full-bleed (product pins over them, "shop the look" under them), the words with their
 * #hashtags and @mentions, the body facts the author shared, and like, comment, share, save.
 */
export function PostCard({
  post,
  full = false,
  eager = false,
  onDeleted,
}: {
  post: PostView;
  /** The post page: the whole text, not three lines of it. */
  full?: boolean;
  eager?: boolean;
  onDeleted?: (id: string) => void;
}) {
  const t = useT();
  // A post of words only (a question) reads first and is answered after, like a message.
  const hasMedia = post.images.length > 0 || post.video !== null;
  return (
    <article className={styles.card} data-testid="post-card" data-post-id={post.id}>
      <header className={styles.head}>
        <PostAuthor post={post} />
        <PostMenu post={post} onDeleted={onDeleted} />
      </header>
      {post.status === 'removed' && (
        <Alert tone="info">
          {t('community.card.removed')}
          {post.removedReason && <> {t('community.card.removedReason', { reason: post.removedReason })}</>}
        </Alert>
      )}
      <PostMedia
        post={post}
        eager={eager}
        overlay={(imageIndex) => <ProductTagLayer post={post} imageIndex={imageIndex} />}
      />
      {post.productTags.length > 0 && (
        <div className={styles.extras}>
          <ShopTheLookButton
            source={{ kind: 'post', id: post.id }}
            count={distinctProducts(post.productTags)}
          />
        </div>
      )}
      {hasMedia && <PostActions post={post} />}
      <div className={styles.body}>
        <PostText post={post} clamp={!full} />
        <PostFit post={post} />
      </div>
      {!hasMedia && <PostActions post={post} />}
    </article>
  );
}
