import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { Badge } from '../../ui/badge';
import { Button, buttonClassName } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useToast } from '../../ui/toast';
import styles from './live-studio.module.css';
import { endLive, fetchLive, LIVES_HREF, type LiveMessage, type SellerLive } from './live-studio-api';
import { StudioCamera } from './studio-camera';
import { StudioChat } from './studio-chat';
import { StudioFeatured } from './studio-featured';
import { StudioFigures } from './studio-figures';
import { useLivePublishing } from './use-live-publishing';
import { useStudioRoom } from './use-studio-room';

/**
 * /ban-hang/live/{id}: the seller's studio. Phone first: the preview on top, then figures,
 * pins and chat; at desktop width the preview and pins sit beside the chat.
 */
export function LiveStudio({
  live,
  sellerUserId,
}: {
  live: SellerLive & { messages: LiveMessage[] };
  sellerUserId: string;
}) {
  const t = useT();
  const toast = useToast();
  const room = useStudioRoom(live);
  const open = room.state === 'scheduled' || room.state === 'live';
  const publishing = useLivePublishing(live.id, open);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const onAir = room.state === 'live' || publishing.state === 'live';

  async function end() {
    // The browser's publication ends the live itself when it closes; OBS's does not.
    await publishing.stop();
    const now = (await fetchLive(live.id)).data;
    if (now.state === 'live') await endLive(live.id);
    room.setState('ended');
    setConfirmEnd(false);
    toast.show(t('sellerLive.studio.ended'), 'success');
    void room.refreshFigures();
  }

  return (
    <div className={styles.studio} data-testid="live-studio" data-live-state={room.state}>
      <div className={styles.head}>
        <div className={styles.headText}>
          <Link to={LIVES_HREF} className={styles.back}>
            ← {t('sellerLive.studio.back')}
          </Link>
          <h1 className={styles.title}>{live.title}</h1>
        </div>
        <Badge tone={room.state === 'live' ? 'danger' : room.state === 'scheduled' ? 'info' : 'neutral'}>
          {t(`sellerLive.tabs.${room.state}`)}
        </Badge>
      </div>
      <div className={styles.layout}>
        <div className={styles.main}>
          {open ? (
            <StudioCamera publishing={publishing} onAir={onAir} canStart={open} />
          ) : (
            <Alert tone="info">
              {t(room.state === 'ended' ? 'sellerLive.studio.ended' : 'sellerLive.studio.cancelled')}{' '}
              {room.state === 'ended' && (
                <Link to={`/live/${live.id}`}>{t('sellerLive.studio.viewReplay')}</Link>
              )}
            </Alert>
          )}
          {/* Hearts are not stored: counted from the socket while the studio is open. */}
          <StudioFigures figures={room.figures} hearts={open ? room.hearts : null} />
          {room.state === 'live' && (
            <Button variant="danger" onClick={() => setConfirmEnd(true)} data-testid="studio-end">
              {t('sellerLive.studio.end')}
            </Button>
          )}
          {/* An ended live's pin closed with it. */}
          <StudioFeatured live={live} pin={open ? room.pin : null} canPin={open} onPin={room.setPin} />
        </div>
        <aside className={styles.side}>
          <StudioChat
            liveId={live.id}
            sellerUserId={sellerUserId}
            messages={room.messages}
            canModerate={room.state === 'live' || room.state === 'scheduled'}
            onDeleted={room.removeMessage}
          />
          {room.state === 'scheduled' && (
            <Link
              to={`${LIVES_HREF}/cap-nhat/${live.id}`}
              className={buttonClassName({ size: 'sm', variant: 'ghost' })}
            >
              {t('sellerLive.list.edit')}
            </Link>
          )}
        </aside>
      </div>
      {confirmEnd && (
        <ConfirmDialog
          tone="danger"
          title={t('sellerLive.studio.endTitle')}
          body={t('sellerLive.studio.endBody')}
          confirmLabel={t('sellerLive.studio.end')}
          cancelLabel={t('sellerLive.studio.keepLive')}
          onClose={() => setConfirmEnd(false)}
          onConfirm={end}
        />
      )}
    </div>
  );
}
