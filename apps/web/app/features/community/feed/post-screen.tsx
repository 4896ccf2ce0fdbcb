import { useNavigate } from 'react-router';
import { useT } from '../../../lib/i18n';
import { NowContext } from './now-context';
import { PostCard } from './post-card';
import styles from './post-screen.module.css';
import type { PostView } from './post-types';
import { Replies } from './replies';

/** /post/{id}: the whole post and its replies. */
export function PostScreen({ post, now }: { post: PostView; now: string }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <NowContext.Provider value={now}>
      <div className={styles.page}>
        <div className={styles.bar}>
          <button
            type="button"
            className={styles.back}
            onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/cong-dong'))}
          >
            ‹ {t('community.post.back')}
          </button>
        </div>
        <h1 className="visually-hidden">
          {t('community.post.metaTitleEmpty', { name: post.shop?.name ?? post.author.name })}
        </h1>
        <PostCard post={post} full eager onDeleted={() => navigate('/cong-dong', { replace: true })} />
        {post.status === 'published' && <Replies postId={post.id} count={post.replyCount} />}
      </div>
    </NowContext.Provider>
  );
}
