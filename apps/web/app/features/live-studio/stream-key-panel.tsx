import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { Button, buttonClassName } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useToast } from '../../ui/toast';
import styles from './live-studio.module.css';
import { fetchLive, LIVES_HREF, rotateStreamKey } from './live-studio-api';

/** A value with its copy button (the OBS server, the stream key). */
function CopyLine({ label, value, testId }: { label: string; value: string; testId: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  return (
    <div className={styles.copyLine}>
      <span className={styles.muted}>{label}</span>
      <code className={styles.secret} data-testid={testId}>
        {value}
      </code>
      <Button
        size="sm"
        variant="secondary"
        onClick={async () => {
          await navigator.clipboard?.writeText(value).catch(() => {});
          setCopied(true);
        }}
      >
        {t(copied ? 'sellerLive.key.copied' : 'sellerLive.key.copy')}
      </Button>
    </div>
  );
}

/**
 * Where OBS sends the video (the API's RTMP ingest URL) and the stream key, which the API
 * shows once: after scheduling, or after "Đổi khóa phát" (the old key stops at once). The
 * browser studio publishes without it (decision 067).
 */
export function StreamKeyPanel({
  liveId,
  rtmpUrl: givenUrl,
  initialKey,
  showLinks,
}: {
  liveId: string;
  /** The API's OBS server; null: read from the live's seller detail. */
  rtmpUrl: string | null;
  initialKey: string | null;
  showLinks: boolean;
}) {
  const t = useT();
  const toast = useToast();
  const [key, setKey] = useState(initialKey);
  const [rtmpUrl, setRtmpUrl] = useState(givenUrl);
  useEffect(() => {
    if (givenUrl) return;
    fetchLive(liveId).then(
      (answer) => setRtmpUrl(answer.data.ingest.rtmpUrl),
      () => {},
    );
  }, [givenUrl, liveId]);
  const [confirming, setConfirming] = useState(false);
  return (
    <section className={styles.panel} aria-labelledby="live-stream-key" data-testid="live-stream-key-panel">
      <h2 id="live-stream-key" className={styles.panelTitle}>
        {t('sellerLive.key.title')}
      </h2>
      {key && <Alert tone="info">{t('sellerLive.key.once')}</Alert>}
      {rtmpUrl && <CopyLine label={t('sellerLive.key.server')} value={rtmpUrl} testId="live-rtmp-url" />}
      {key && <CopyLine label={t('sellerLive.key.streamKey')} value={key} testId="live-stream-key" />}
      <p className={styles.muted}>{t('sellerLive.key.browserNote')}</p>
      <div className={styles.controls}>
        {showLinks && (
          <Link
            to={`${LIVES_HREF}/${liveId}`}
            className={buttonClassName({ size: 'sm' })}
            data-testid="live-open-studio"
          >
            {t('sellerLive.key.openStudio')}
          </Link>
        )}
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setConfirming(true)}
          data-testid="live-rotate-key"
        >
          {t('sellerLive.key.rotate')}
        </Button>
        {showLinks && (
          <Link to={LIVES_HREF} className={buttonClassName({ size: 'sm', variant: 'ghost' })}>
            {t('sellerLive.key.toList')}
          </Link>
        )}
      </div>
      {confirming && (
        <ConfirmDialog
          tone="danger"
          title={t('sellerLive.key.rotateTitle')}
          body={t('sellerLive.key.rotateBody')}
          confirmLabel={t('sellerLive.key.rotate')}
          cancelLabel={t('sellerLive.cancel.keep')}
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            setKey((await rotateStreamKey(liveId)).data.streamKey);
            setConfirming(false);
            toast.show(t('sellerLive.key.rotated'), 'success');
          }}
        />
      )}
    </section>
  );
}
