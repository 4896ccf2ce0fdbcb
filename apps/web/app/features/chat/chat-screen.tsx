import type { ChatSide } from '@cho-dep/core/chat/chat-schemas';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useT } from '../../lib/i18n';
import { ChatIcon } from './chat-icons';
import styles from './chat-screen.module.css';
import { Conversation } from './conversation';
import { OpenRoom } from './open-room';
import { RoomList } from './room-list';

/**
 * On a phone an open conversation covers the screen: the page under it must not scroll when a
 * thumb drags past the end of the messages.
 */
export function usePhoneOverlayLock(open: boolean) {
  useEffect(() => {
    if (!open || !window.matchMedia('(max-width: 1023px)').matches) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);
}

/** What a wide screen shows beside the list before a room is picked. */
export function PickRoom({ side = 'buyer' }: { side?: ChatSide }) {
  const t = useT();
  return (
    <div className={styles.pick}>
      <span className={styles.pickIcon}>
        <ChatIcon name="chat" size={40} />
      </span>
      <p className={styles.pickTitle}>{t('chat.room.pickTitle')}</p>
      <p>{side === 'shop' ? t('chat.room.sellerPickText') : t('chat.room.pickText')}</p>
    </div>
  );
}

/**
 * /tro-chuyen: the buyer's rooms and, with ?id=, one conversation. Phones show one at a time
 * (the conversation over the whole screen); from 1024 px the list and the conversation sit
 * side by side. ?shop= (with &product= or &order=) opens the room with that shop first.
 */
export function ChatScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id');
  const shopId = params.get('shop');
  usePhoneOverlayLock(Boolean(id));
  if (shopId) {
    return (
      <OpenRoom
        shopId={shopId}
        productId={params.get('product') ?? undefined}
        orderId={params.get('order') ?? undefined}
      />
    );
  }
  return (
    <div className={styles.screen} data-open={Boolean(id)} data-testid="chat-screen">
      <div className={styles.listPane}>
        <RoomList side="buyer" selectedId={id} onOpen={(roomId) => navigate(`/tro-chuyen?id=${roomId}`)} />
      </div>
      <div className={styles.roomPane}>
        {id ? (
          <Conversation
            key={id}
            roomId={id}
            side="buyer"
            backOnPhoneOnly
            onBack={() => navigate('/tro-chuyen')}
          />
        ) : (
          <PickRoom />
        )}
      </div>
    </div>
  );
}
