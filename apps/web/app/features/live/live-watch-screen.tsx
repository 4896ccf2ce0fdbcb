import type { LiveDetailView } from '@cho-dep/api/live/live-view-schemas';
import { formatCount } from '@cho-dep/core/format/count';
import { formatDateTime } from '@cho-dep/core/format/date-time';
import { useEffect, useRef } from 'react';
import { Link, Outlet, useSearchParams } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n';
import badge from '../../ui/live-card/live-card.module.css';
import { LivePlayer } from '../live-media/live-player';
import { LiveChapters } from './live-chapter-list';
import { startOffset } from './live-chapters';
import { LiveChat } from './live-chat';
import { LiveCountdown } from './live-countdown';
import { FeaturedList, LiveFeatured } from './live-featured';
import { LiveFollow } from './live-follow';
import { LiveHearts } from './live-hearts';
import { posterWords } from './live-poster';
import type { LiveSheetContext } from './live-sheet-context';
import styles from './live-watch.module.css';
import { PinnedProduct } from './pinned-product';
import { useLiveRoom } from './use-live-room';

interface Media {
  state: string;
  playlistUrl: string | null;
  replayUrl: string | null;
}

/** Who watches: their id (their own messages, being muted) and whether they follow the shop. */
interface Viewer {
  userId: string | null;
  following: boolean;
}

/**
 * /live/{id}. On a phone the video fills the screen and everything sits over it: the shop, the
 * title and "Theo dõi" on top, the chat and (for a replay) the chapters at the bottom, hearts and
 * the basket on the right. On a desktop the video is a column and the rest a side column. Before
 * the start the cover counts down to it; once ended the replay plays with its chapters, a shared
 * link opening at a product's chapter.
 */
export function LiveWatchScreen({
  live,
  media,
  viewer,
  now,
}: {
  live: LiveDetailView;
  media: Media;
  viewer: Viewer;
  now: string;
}) {
  const t = useT();
  const language = useLanguage();
  const [search] = useSearchParams();
  const stage = useRef<HTMLDivElement>(null);
  const room = useLiveRoom(live, viewer.userId);
  const src = live.state === 'ended' ? media.replayUrl : media.playlistUrl;
  const initial = live.state === 'ended' ? startOffset(search, live.chapters) : null;
  const upcoming = live.state === 'scheduled';
  const chatOpen = upcoming || live.state === 'live';

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
            <div className={styles.posterText}>
              <p data-testid="live-poster-text">
                {posterWords(live) === 'upcoming'
                  ? `${t('live.upcoming')} · ${formatDateTime(live.scheduledAt, language)}`
                  : t(`live.${posterWords(live)}`)}
              </p>
              {upcoming ? <LiveCountdown startsAt={live.scheduledAt} serverNow={now} /> : null}
            </div>
          </div>
        )}
        <div className={styles.badges}>
          {live.state === 'live' ? <span className={badge.onAir}>LIVE</span> : null}
          {live.state === 'live' ? (
            <span
              className={badge.viewers}
              data-testid="live-viewers"
              title={t('live.viewers', { count: room.viewers })}
            >
              {formatCount(room.viewers, language)}
            </span>
          ) : null}
        </div>
        {live.state === 'live' && room.pin?.product ? (
          <div className={styles.pinSpot}>
            <PinnedProduct pin={room.pin} liveId={live.id} now={now} />
          </div>
        ) : null}
        <div className={styles.rail}>
          {live.state === 'live' ? (
            <LiveHearts liveId={live.id} socket={room.socket} roomHearts={room.hearts} />
          ) : null}
          {chatOpen ? <LiveFeatured liveId={live.id} products={live.products} /> : null}
        </div>
      </div>
      <aside className={styles.side}>
        <div className={styles.info}>
          <Link to={`/nguoi-ban/${live.shop.id}`} className={styles.shop}>
            {live.shop.name}
          </Link>
          <h1 className={styles.title}>{live.title}</h1>
          <LiveFollow shopId={live.shop.id} initial={viewer.following} upcoming={upcoming} />
        </div>
        <div className={styles.lower}>
          {upcoming && live.products.length > 0 ? (
            <section className={styles.lineUp}>
              <h2 className={styles.groupTitle}>{t('live.featured.title')}</h2>
              <FeaturedList liveId={live.id} products={live.products} />
            </section>
          ) : null}
          {chatOpen ? (
            <LiveChat
              liveId={live.id}
              messages={room.messages}
              muted={room.muted}
              socket={room.socket}
              onSent={room.addOwn}
            />
          ) : null}
          {live.state === 'ended' ? (
            <div className={styles.chapters}>
              <LiveChapters chapters={live.chapters} onSeek={seek} />
            </div>
          ) : null}
        </div>
      </aside>
      {/* The product sheet and the express checkout open over the video (child routes), so it keeps playing. */}
      <Outlet
        context={{ live, pin: room.pin, now, signedIn: viewer.userId !== null } satisfies LiveSheetContext}
      />
    </div>
  );
}
