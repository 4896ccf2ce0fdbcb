import { useT } from '../../../lib/i18n';
import styles from './post-card.module.css';
import type { PostView } from './post-types';

/** "Quả lê · 158 cm · 50 kg": the body facts the author chose to share on this post. */
export function PostFit({ post }: { post: PostView }) {
  const t = useT();
  const parts: string[] = [];
  if (post.bodyShape)
    parts.push(t(`community.bodyShape.${post.bodyShape}`, { defaultValue: post.bodyShape }));
  if (post.heightCm != null && post.weightKg != null) {
    parts.push(t('community.card.measurements', { height: post.heightCm, weight: post.weightKg }));
  } else if (post.heightCm != null) {
    parts.push(t('community.card.height', { height: post.heightCm }));
  } else if (post.weightKg != null) {
    parts.push(t('community.card.weight', { weight: post.weightKg }));
  }
  if (parts.length === 0) return null;
  return (
    <p className={styles.fit} data-testid="post-fit">
      <svg
        width="14"
        height="14"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M4 20V4h4v4h4V4h4v4h4v12z" strokeLinejoin="round" />
      </svg>
      {parts.join(' · ')}
    </p>
  );
}
