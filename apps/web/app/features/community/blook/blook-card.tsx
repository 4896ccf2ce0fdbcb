import type { BlookCardView } from '@cho-dep/api/community/blooks/blook-view-schemas';
import { formatCount } from '@cho-dep/core/format/count';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../../lib/i18n';
import { AuthorAvatar } from './author-avatar';
import styles from './blook.module.css';
import { BlookCollage, TilePicture } from './blook-collage';

/** A blook in a grid: its collage, title, author and likes; the whole card opens the blook. */
export function BlookCard({ blook, eager = false }: { blook: BlookCardView; eager?: boolean }) {
  const t = useT();
  const language = useLanguage();
  return (
    <article className={styles.card}>
      <Link to={`/blook/${blook.id}`} className={styles.cardLink}>
        <BlookCollage
          columns={blook.columns}
          rows={blook.rows}
          tiles={blook.tiles}
          renderTile={(tile) => <TilePicture src={tile.imageUrl} eager={eager} />}
        />
        <h3 className={styles.cardTitle}>{blook.title}</h3>
      </Link>
      <div className={styles.cardFoot}>
        <Link to={`/tuong/${blook.author.id}`} className={styles.cardAuthor}>
          <AuthorAvatar name={blook.author.name} avatarUrl={blook.author.avatarUrl} size={20} />
          <span className={styles.cardAuthorName}>{blook.author.name}</span>
        </Link>
        <span
          className={[styles.cardLikes, blook.likedByMe && styles.cardLiked].filter(Boolean).join(' ')}
          title={t('blook.card.likes', { count: blook.likeCount })}
        >
          <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.7 1.2 5.2 3 1.5-1.8 3.1-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z"
              fill={blook.likedByMe ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth="2"
            />
          </svg>
          <span aria-hidden="true">{formatCount(blook.likeCount, language)}</span>
          <span className="visually-hidden">{t('blook.card.likes', { count: blook.likeCount })}</span>
        </span>
      </div>
    </article>
  );
}
