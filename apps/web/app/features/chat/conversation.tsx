import type { ChatSide } from '@cho-dep/core/chat/chat-schemas';
import { CLIENT_EVENTS } from '@cho-dep/core/realtime/realtime-events';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { useRealtimeSocket } from '../realtime/realtime-provider';
import { ChatAvatar, ChatIcon } from './chat-icons';
import { Composer } from './composer';
import styles from './conversation.module.css';
import { ConversationStatus } from './conversation-status';
import { visiblePending } from './message-list-state';
import { MessageThread } from './message-thread';
import { PendingBubble } from './pending-bubble';
import { QuickReplies } from './quick-replies';
import { SuggestedQuestions } from './suggested-questions';
import { createTypingThrottle } from './typing-throttle';
import { useConversation } from './use-conversation';
import { useSend } from './use-send';

/**
 * One conversation: who it is with (online or when last seen, or typing), the messages, the
 * suggested questions of a new room (buyer) or the saved quick replies (seller), and the box.
 * Mount it keyed by room.
 */
export function Conversation({
  roomId,
  side,
  onBack,
  backOnPhoneOnly = false,
  headerActions,
  visible = true,
}: {
  roomId: string;
  side: ChatSide;
  /** Shown as the back arrow (phones, the floating panel). */
  onBack?: () => void;
  /** Wide screens show the list beside the conversation: no way back is needed there. */
  backOnPhoneOnly?: boolean;
  headerActions?: ReactNode;
  /** Reading is reported only while the conversation is on screen. */
  visible?: boolean;
}) {
  const t = useT();
  const socket = useRealtimeSocket();
  const chat = useConversation(roomId, side, visible);
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const lastSeq = useRef(0);
  lastSeq.current = chat.messages.at(-1)?.seq ?? 0;
  const sender = useSend(roomId, side, () => lastSeq.current, chat.addStored, t('chat.errors.generic'));

  const typing = useMemo(
    () =>
      createTypingThrottle((isTyping) =>
        socket?.emit(CLIENT_EVENTS.chatTyping, { roomId, side, typing: isTyping }),
      ),
    [socket, roomId, side],
  );
  useEffect(() => () => typing.stop(), [typing]);

  const sendText = useCallback(
    (text: string) => {
      typing.stop();
      sender.sendText(text);
      setDraft('');
      input.current?.focus();
    },
    [typing, sender],
  );
  const insert = (text: string) => {
    setDraft((current) => (current.trim() ? `${current.trimEnd()} ${text}` : text));
    input.current?.focus();
  };

  const room = chat.room.data;
  if (chat.room.isError) {
    return (
      <section className={styles.conversation}>
        <p className={styles.state}>{t('chat.room.notFound')}</p>
      </section>
    );
  }
  const pending = visiblePending(sender.pending, chat.messages, side);
  const mineSent =
    chat.messages.some((m) => m.senderSide === side && m.kind === 'text') || pending.length > 0;
  const showSuggestions = side === 'buyer' && chat.status === 'ready' && !chat.hasOlder && !mineSent;
  const shopHref = room ? `/nguoi-ban/${room.shop.id}` : undefined;
  const name = room?.other.name ?? '';
  return (
    <section
      className={styles.conversation}
      aria-label={name}
      data-testid="chat-conversation"
      data-room-id={roomId}
    >
      <header className={styles.head}>
        {onBack && (
          <button
            type="button"
            className={[styles.roundButton, backOnPhoneOnly && styles.phoneOnly].filter(Boolean).join(' ')}
            onClick={onBack}
            aria-label={t('chat.room.back')}
            data-testid="chat-back"
          >
            <ChatIcon name="back" />
          </button>
        )}
        {room ? (
          <>
            <ChatAvatar name={name} url={room.other.avatarUrl} size={40} />
            <div className={styles.who}>
              {side === 'buyer' && shopHref ? (
                <Link to={shopHref} className={styles.name}>
                  {name}
                </Link>
              ) : (
                <span className={styles.name}>{name}</span>
              )}
              <ConversationStatus userId={room.other.userId} typing={chat.otherTyping} />
            </div>
          </>
        ) : (
          <Spinner size="sm" decorative />
        )}
        <div className={styles.headActions}>{headerActions}</div>
      </header>
      {chat.status === 'error' ? (
        <div className={styles.state}>
          <p>{t('chat.room.loadError')}</p>
          <Button variant="secondary" size="sm" onClick={chat.retryLoad}>
            {t('chat.list.retry')}
          </Button>
        </div>
      ) : chat.status === 'loading' ? (
        <div className={styles.state}>
          <Spinner />
        </div>
      ) : (
        <MessageThread
          messages={chat.messages}
          side={side}
          other={chat.other}
          hasOlder={chat.hasOlder}
          loadingOlder={chat.loadingOlder}
          onLoadOlder={chat.loadOlder}
          typing={chat.otherTyping}
          pendingCount={sender.pending.length}
          footer={pending.map((item) => (
            <PendingBubble
              key={item.clientId}
              item={item}
              onRetry={() => sender.retry(item.clientId)}
              onDiscard={() => sender.discard(item.clientId)}
            />
          ))}
        />
      )}
      {showSuggestions && <SuggestedQuestions onPick={sendText} />}
      <Composer
        value={draft}
        onChange={setDraft}
        onSend={sendText}
        onImage={sender.sendImage}
        onTyping={typing.input}
        inputRef={input}
        leading={side === 'shop' ? <QuickReplies onInsert={insert} /> : undefined}
      />
    </section>
  );
}
