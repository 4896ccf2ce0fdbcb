import { useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n';
import { attachHls } from './live-hls';
import styles from './live-player.module.css';

/**
 * A live or its replay. Browsers let a video start by itself only muted, so it starts muted
 * with a "tap to unmute" button over it; the replay shows its controls.
 */
export function LivePlayer({ src, live, poster }: { src: string; live: boolean; poster?: string }) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [muted, setMuted] = useState(true);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let destroyed = false;
    let player: { destroy(): void } | null = null;
    attachHls(element, src, { live }).then((attached) => {
      if (destroyed) attached.destroy();
      else player = attached;
      element.play().catch(() => {});
    });
    return () => {
      destroyed = true;
      player?.destroy();
    };
  }, [src, live]);

  return (
    <div className={styles.player}>
      <video
        ref={video}
        className={styles.video}
        poster={poster}
        muted={muted}
        autoPlay
        playsInline
        controls={!live}
        data-testid="live-video"
      />
      {muted ? (
        <button
          type="button"
          className={styles.unmute}
          onClick={() => {
            setMuted(false);
            video.current?.play().catch(() => {});
          }}
        >
          {t('live.tapToUnmute')}
        </button>
      ) : null}
    </div>
  );
}
