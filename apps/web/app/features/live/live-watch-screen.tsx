import type { LiveDetailView } from '@cho-dep/api/live/live-view-schemas';
import { formatCount } from '@cho-dep/core/format/count';
import { formatDateTime } from '@cho-dep/core/format/date-time';
import { useEffect, useRef } from 'react';
import { Link, Outlet, useSearchParams } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n';
import { LivePlayer } from '../live-media/live-player';
import styles from './live.module.css';
import { LiveChapters } from './live-chapter-list';
import { startOffset } from './live-chapters';
import { posterWords } from './live-poster';
import { PinnedProduct } from './pinned-product';
import { useLiveRoom } from './use-live-room';

interface Media {
  state: string;
  playlistUrl: string | null;
  replayUrl: string | null;
}

/**
 * /live/{id}: the video covering a phone's screen (video | side column on a desktop), the shop,
 * the title and the viewers; the pinned product over the video while on air; once ended the
 * replay with its chapters, a shared link opening at a product's chapter.
 */
export function LiveWatchScreen({ live, media }: { live: LiveDetailView; media: Media }) {
  const t = useT();
  const language = useLanguage();
  const [search] = useSearchParams();
  const stage = useRef<HTMLDivElement>(null);
  const { viewers, pin } = useLiveRoom(live);
  const src = live.state === 'ended' ? media.replayUrl : media.playlistUrl;
  const initial = live.state === 'ended' ? startOffset(search, live.chapters) : null;

  const seek = (seconds: number) => {
    const video = stage.current?.querySelector('video');
    if (!video) return;
    const go = () => {
      video.currentTime = seconds;
      video.play().catch(() => {});
    };
    if (video.readyState >= 1) go();
    else video.addEventListener('loadedmetadata', go, { once: true });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the link's chapter is applied once per video
  useEffect(() => {
    if (initial !== null && src) seek(initial);
  }, [src]);

  return (
    <div className={styles.watch} data-testid="live-watch" data-state={live.state}>
      <div className={styles.stage} ref={stage}>
        {src ? (
          <LivePlayer key={src} src={src} live={live.state === 'live'} poster={live.coverUrl ?? undefined} />
        ) : (
          <div className={styles.poster}>
            {live.coverUrl ? <img src={live.coverUrl} alt="" /> : null}
            <p className={styles.posterText} data-testid="live-poster-text">
              {posterWords(live) === 'upcoming'
                ? `${t('live.upcoming')} · ${formatDateTime(live.scheduledAt, language)}`
                : t(`live.${posterWords(live)}`)}
            </p>
          </div>
        )}
        <div className={styles.overlayTop}>
          {live.state === 'live' ? <span className={styles.onAir}>LIVE</span> : null}
          {live.state === 'live' ? (
            <span
              className={styles.viewers}
              data-testid="live-viewers"
              title={t('live.viewers', { count: viewers })}
            >
              {formatCount(viewers, language)}
            </span>
          ) : null}
        </div>
        {live.state === 'live' && pin?.product ? (
          <div className={styles.overlayBottom}>
            <PinnedProduct pin={pin} liveId={live.id} />
          </div>
        ) : null}
      </div>
      <aside className={styles.side}>
        <Link to={`/nguoi-ban/${live.shop.id}`} className={styles.shop}>
          {live.shop.name}
        </Link>
        <h1 className={styles.watchTitle}>{live.title}</h1>
        {live.state === 'ended' ? <LiveChapters chapters={live.chapters} onSeek={seek} /> : null}
      </aside>
      {/* The product sheet and the express checkout open over the video (child routes), so it keeps playing. */}
      <Outlet />
    </div>
  );
}
