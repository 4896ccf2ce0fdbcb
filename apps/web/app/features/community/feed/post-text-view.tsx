import { Link } from 'react-router';
import { hashtagHref, mentionHref } from './community-links';
import styles from './post-card.module.css';
import { splitPostText } from './post-text';
import type { PostView } from './post-types';

/** The post's words with each #hashtag leading to its feed and each @mention to the wall or shop. */
export function PostText({ post, clamp = false }: { post: PostView; clamp?: boolean }) {
  if (!post.content) return null;
  return (
    <p className={clamp ? `${styles.text} ${styles.clamp}` : styles.text}>
      {splitPostText(post.content, post.mentions, post.hashtags).map((run, index) => {
        const key = `${index}-${run.kind}`;
        if (run.kind === 'hashtag') {
          return (
            <Link key={key} to={hashtagHref(run.tag)} className={styles.tag}>
              {run.text}
            </Link>
          );
        }
        if (run.kind === 'mention') {
          return (
            <Link key={key} to={mentionHref(run.mention)} className={styles.tag}>
              {run.text}
            </Link>
          );
        }
        return <span key={key}>{run.text}</span>;
      })}
    </p>
  );
}
