import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import styles from './live-studio.module.css';
import type { useLivePublishing, VideoSource } from './use-live-publishing';

/** Whether this device is a phone or tablet (front and back cameras) or a desktop (screen share). */
function useDeviceKind(): 'touch' | 'desktop' {
  const [kind, setKind] = useState<'touch' | 'desktop'>('desktop');
  useEffect(() => {
    setKind(window.matchMedia('(pointer: coarse)').matches ? 'touch' : 'desktop');
  }, []);
  return kind;
}

/**
 * The preview with its source, the microphone and "Bắt đầu live". The source is fixed once
 * live (the recorder keeps the tracks it started with).
 */
export function StudioCamera({
  publishing,
  onAir,
  canStart,
}: {
  publishing: ReturnType<typeof useLivePublishing>;
  onAir: boolean;
  canStart: boolean;
}) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const device = useDeviceKind();
  const [error, setError] = useState<string | null>(null);
  const { stream, state } = publishing;

  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);

  const sources: VideoSource[] = device === 'touch' ? ['user', 'environment'] : ['user', 'screen'];
  const sourceLabel = (s: VideoSource) =>
    t(
      s === 'user'
        ? 'sellerLive.studio.front'
        : s === 'environment'
          ? 'sellerLive.studio.back_camera'
          : 'sellerLive.studio.screen',
    );

  async function start() {
    setError(null);
    try {
      await publishing.start();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('errors.INTERNAL'));
    }
  }

  return (
    <section className={styles.stage} aria-label={t('sellerLive.studio.preview')}>
      <div className={styles.preview}>
        <video
          ref={video}
          className={styles.video}
          muted
          autoPlay
          playsInline
          data-testid="studio-preview"
          data-source={publishing.source}
        />
        <span className={styles.onAirBadge}>
          <Badge tone={onAir ? 'danger' : 'neutral'}>
            {t(onAir ? 'sellerLive.studio.onAir' : 'sellerLive.studio.waiting')}
          </Badge>
        </span>
      </div>
      {publishing.captureFailed && <Alert>{t('sellerLive.studio.noCamera')}</Alert>}
      {state === 'refused' && <Alert>{t('sellerLive.studio.refused')}</Alert>}
      {state === 'failed' && <Alert>{t('sellerLive.studio.failed')}</Alert>}
      {error && <Alert>{error}</Alert>}
      <fieldset className={styles.controls} aria-label={t('sellerLive.studio.source')}>
        {sources.map((s) => (
          <Button
            key={s}
            size="sm"
            variant={publishing.source === s ? 'primary' : 'secondary'}
            aria-pressed={publishing.source === s}
            disabled={publishing.publishing}
            onClick={() => void publishing.chooseSource(s)}
            data-testid={`studio-source-${s}`}
          >
            {sourceLabel(s)}
          </Button>
        ))}
        <Button
          size="sm"
          variant="neutral"
          aria-pressed={publishing.micOn}
          onClick={publishing.toggleMic}
          data-testid="studio-mic"
        >
          {t(publishing.micOn ? 'sellerLive.studio.micOn' : 'sellerLive.studio.micOff')}
        </Button>
      </fieldset>
      {canStart && !publishing.publishing && (
        <Button onClick={() => void start()} disabled={!stream} data-testid="studio-start">
          {t('sellerLive.studio.start')}
        </Button>
      )}
      <p className={styles.publishState} data-testid="studio-publish-state" data-state={state}>
        {state === 'connecting' ? t('sellerLive.studio.connecting') : null}
      </p>
    </section>
  );
}
