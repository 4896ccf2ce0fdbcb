import type { ChatSide } from '@cho-dep/core/chat/chat-schemas';
import { formatVnd } from '@cho-dep/core/format/money';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { Price } from '../../ui/price';
import { ChatIcon } from './chat-icons';
import { clockTime } from './chat-time';
import type { ChatMessage } from './chat-types';
import styles from './conversation.module.css';
import cardStyles from './message-cards.module.css';
import type { Tick } from './message-list-state';

/** Where an order card leads: the buyer's own order page, or the seller centre's. */
const orderHref = (id: string, side: ChatSide) =>
  side === 'shop' ? `/ban-hang/quan-ly-don-hang/${id}` : `/trang-ca-nhan/don-hang/${id}`;

/** The sender's tick: a clock while sending, one check sent, two delivered, two coloured read. */
export function TickMark({ tick }: { tick: Tick }) {
  const t = useT();
  const icon =
    tick === 'sending' ? 'clock' : tick === 'failed' ? 'alert' : tick === 'sent' ? 'check' : 'checks';
  return (
    <span className={styles.tick} data-tick={tick} data-testid="chat-tick">
      <ChatIcon name={icon} size={14} />
      <span className={styles.tickWord}>{t(`chat.message.${tick}`)}</span>
    </span>
  );
}

function Body({ message, side }: { message: ChatMessage; side: ChatSide }) {
  const t = useT();
  if (message.kind === 'image' && message.image) {
    return (
      <a
        href={message.image.url}
        target="_blank"
        rel="noreferrer"
        className={cardStyles.picture}
        aria-label={t('chat.message.openImage')}
      >
        <img
          src={message.image.thumbUrl}
          alt={t('chat.message.image')}
          loading="lazy"
          data-testid="chat-image"
        />
      </a>
    );
  }
  if (message.kind === 'product' && message.product) {
    const product = message.product;
    return (
      <Link to={`/san-pham/${product.id}`} className={cardStyles.card} data-testid="chat-product-card">
        {product.imageUrl ? (
          <img src={product.imageUrl} alt="" className={cardStyles.cardImage} loading="lazy" />
        ) : (
          <span className={cardStyles.cardImage} />
        )}
        <span className={cardStyles.cardText}>
          <span className={cardStyles.cardKind}>{t('chat.message.product')}</span>
          <span className={cardStyles.cardTitle}>{product.name}</span>
          <Price price={product.price} salePrice={product.salePrice} />
          <span className={cardStyles.cardAction}>{t('chat.message.viewProduct')}</span>
        </span>
      </Link>
    );
  }
  if (message.kind === 'order' && message.order) {
    const order = message.order;
    return (
      <Link to={orderHref(order.id, side)} className={cardStyles.card} data-testid="chat-order-card">
        <span className={`${cardStyles.cardImage} ${cardStyles.orderIcon}`}>
          <ChatIcon name="bag" size={28} />
        </span>
        <span className={cardStyles.cardText}>
          <span className={cardStyles.cardKind}>
            {t(`orders.status.${order.status}`, { defaultValue: order.status })}
          </span>
          <span className={cardStyles.cardTitle}>{t('chat.message.order', { code: order.code })}</span>
          <span className={cardStyles.cardMeta}>
            {t('chat.message.orderItems', { count: order.itemCount })} ·{' '}
            <strong>{formatVnd(order.total)}</strong>
          </span>
          <span className={cardStyles.cardAction}>{t('chat.message.viewOrder')}</span>
        </span>
      </Link>
    );
  }
  return <p className={styles.text}>{message.text}</p>;
}

/** One stored message: on the reader's right when they sent it, with its time and maybe its tick. */
export function MessageBubble({
  message,
  side,
  tick,
  groupedWithNext,
}: {
  message: ChatMessage;
  side: ChatSide;
  tick: Tick | null;
  groupedWithNext: boolean;
}) {
  const mine = message.senderSide === side;
  const framed = message.kind === 'text';
  return (
    <div
      className={styles.row}
      data-mine={mine}
      data-grouped={groupedWithNext}
      data-testid="chat-message"
      data-seq={message.seq}
      data-kind={message.kind}
    >
      <div className={framed ? styles.bubble : styles.bare}>
        <Body message={message} side={side} />
        <span className={styles.meta}>
          <time dateTime={message.createdAt}>{clockTime(message.createdAt)}</time>
          {tick && <TickMark tick={tick} />}
        </span>
      </div>
    </div>
  );
}
