import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useT } from '../../lib/i18n';
import { Modal } from '../../ui/modal';
import { BuyerOrdersPanel } from './buyer-orders-panel';
import { ChatIcon } from './chat-icons';
import { PickRoom, usePhoneOverlayLock } from './chat-screen';
import styles from './chat-screen.module.css';
import { Conversation } from './conversation';
import conversationStyles from './conversation.module.css';
import { RoomList } from './room-list';

const SELLER_CHAT = '/ban-hang/tro-chuyen';

/**
 * /ban-hang/tro-chuyen?id=…: the shop's inbox in the seller centre. Every call is made as the
 * shop (side=shop). The buyer's recent orders sit beside the conversation on wide screens and
 * open in a sheet from the conversation's header elsewhere; quick replies live in the box.
 */
export function SellerChatScreen() {
  const t = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id');
  const [ordersOpen, setOrdersOpen] = useState(false);
  usePhoneOverlayLock(Boolean(id));
  return (
    <div className={`${styles.screen} ${styles.seller}`} data-open={Boolean(id)} data-testid="chat-screen">
      <div className={styles.listPane}>
        <RoomList side="shop" selectedId={id} onOpen={(roomId) => navigate(`${SELLER_CHAT}?id=${roomId}`)} />
      </div>
      <div className={styles.roomPane}>
        {id ? (
          <Conversation
            key={id}
            roomId={id}
            side="shop"
            backOnPhoneOnly
            onBack={() => navigate(SELLER_CHAT)}
            headerActions={
              <button
                type="button"
                className={`${conversationStyles.roundButton} ${styles.ordersButton}`}
                onClick={() => setOrdersOpen(true)}
                aria-label={t('chat.orders.open')}
                data-testid="chat-orders-open"
              >
                <ChatIcon name="bag" />
              </button>
            }
          />
        ) : (
          <PickRoom side="shop" />
        )}
      </div>
      {id && (
        <aside className={styles.sidePane}>
          <BuyerOrdersPanel roomId={id} />
        </aside>
      )}
      {id && (
        <Modal open={ordersOpen} onClose={() => setOrdersOpen(false)} title={t('chat.orders.open')}>
          <BuyerOrdersPanel roomId={id} />
        </Modal>
      )}
    </div>
  );
}
