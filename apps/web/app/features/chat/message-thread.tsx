import type { ChatSide } from '@cho-dep/core/chat/chat-schemas';
import { Fragment, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLanguage, useT } from '../../lib/i18n';
import { Spinner } from '../../ui/spinner';
import { dayKey, dayLabel } from './chat-time';
import type { ChatMessage } from './chat-types';
import styles from './conversation.module.css';
import { MessageBubble } from './message-bubble';
import { tickOf, ticksShown } from './message-list-state';

const NEAR_BOTTOM_PX = 120;

/**
 * The scrolling column of a conversation. It opens at the newest message and stays there
 * while new ones arrive, unless the reader has scrolled up to read (then a "Tin nhắn mới"
 * button takes them down). Reaching the top loads the page before the first seq, and the
 * message the reader was looking at stays exactly where it was.
 */
export function MessageThread({
  messages,
  side,
  other,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  footer,
  pendingCount,
  typing,
}: {
  messages: ChatMessage[];
  side: ChatSide;
  other: { readSeq: number; deliveredSeq: number };
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => Promise<void>;
  /** Bubbles on their way, after the stored ones. */
  footer: ReactNode;
  /** A new bubble of the reader's own always takes the view down to it. */
  pendingCount: number;
  typing: boolean;
}) {
  const t = useT();
  const language = useLanguage();
  const scroller = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const atBottom = useRef(true);
  const [showJump, setShowJump] = useState(false);
  const firstSeq = messages[0]?.seq;
  const lastSeq = messages.at(-1)?.seq;
  const [now] = useState(() => new Date());
  const pendingBefore = useRef(pendingCount);
  const lastBefore = useRef(lastSeq);
  const firstBefore = useRef(firstSeq);

  // Older page in: keep the reader's place. New message or own bubble: follow it when at the bottom.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the column's content changes (older page, new message, typing).
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (anchor.current && firstSeq !== firstBefore.current) {
      el.scrollTop = el.scrollHeight - anchor.current.height + anchor.current.top;
      anchor.current = null;
      firstBefore.current = firstSeq;
      return;
    }
    firstBefore.current = firstSeq;
    const ownNew = pendingCount > pendingBefore.current;
    const arrived = lastBefore.current !== undefined && lastSeq !== lastBefore.current;
    pendingBefore.current = pendingCount;
    lastBefore.current = lastSeq;
    if (atBottom.current || ownNew) {
      el.scrollTop = el.scrollHeight;
      atBottom.current = true;
    } else if (arrived) setShowJump(true);
  }, [firstSeq, lastSeq, pendingCount, typing]);

  // A picture that finishes loading grows the column: a reader at the bottom stays there.
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const onLoad = () => {
      if (atBottom.current && !anchor.current) el.scrollTop = el.scrollHeight;
    };
    el.addEventListener('load', onLoad, true);
    // The column gets shorter when the phone's keyboard or the quick replies open: same rule.
    const resize = new ResizeObserver(onLoad);
    resize.observe(el);
    return () => {
      el.removeEventListener('load', onLoad, true);
      resize.disconnect();
    };
  }, []);

  const loadOlder = useRef(onLoadOlder);
  loadOlder.current = onLoadOlder;
  const fetching = useRef(false);
  useEffect(() => {
    const el = scroller.current;
    const sentinel = top.current;
    if (!el || !sentinel || !hasOlder) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting || fetching.current) return;
        // At the top the reader is not at the bottom, whatever the last scroll event said.
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
        fetching.current = true;
        anchor.current = { height: el.scrollHeight, top: el.scrollTop };
        loadOlder
          .current()
          .catch(() => {
            anchor.current = null;
          })
          .finally(() => {
            fetching.current = false;
            // The older page is on screen by now (or brought nothing): no anchor is left behind
            // to misplace a later update.
            anchor.current = null;
          });
      },
      { root: el, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasOlder]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    if (atBottom.current) setShowJump(false);
  };

  const jump = () => {
    const el = scroller.current;
    if (!el) return;
    el.scrollTo({ top: el.scrollHeight, behavior: 'smooth' });
    setShowJump(false);
  };

  const shownTicks = ticksShown(messages, side, other);
  return (
    <div className={styles.threadWrap}>
      <div className={styles.thread} ref={scroller} onScroll={onScroll} data-testid="chat-thread">
        <div ref={top} className={styles.sentinel} />
        {hasOlder ? (
          <p className={styles.older} aria-live="polite">
            {loadingOlder && (
              <>
                <Spinner size="sm" decorative /> {t('chat.room.loadingOlder')}
              </>
            )}
          </p>
        ) : (
          <p className={styles.beginning}>{t('chat.room.beginning')}</p>
        )}
        {messages.map((message, index) => {
          const previous = messages[index - 1];
          const next = messages[index + 1];
          const newDay = !previous || dayKey(previous.createdAt) !== dayKey(message.createdAt);
          const mine = message.senderSide === side;
          return (
            <Fragment key={message.seq}>
              {newDay && (
                <p className={styles.day}>
                  <span>{dayLabel(message.createdAt, now, language, t('chat.room.today'))}</span>
                </p>
              )}
              <MessageBubble
                message={message}
                side={side}
                tick={mine && shownTicks.has(message.seq) ? tickOf(message.seq, other) : null}
                groupedWithNext={next?.senderSide === message.senderSide}
              />
            </Fragment>
          );
        })}
        {footer}
        {typing && (
          <div className={styles.row} data-mine="false" data-testid="chat-typing">
            <div className={styles.typingBubble} role="status" aria-label={t('chat.room.typing')}>
              <span />
              <span />
              <span />
            </div>
          </div>
        )}
      </div>
      {showJump && (
        <button type="button" className={styles.jump} onClick={jump}>
          {t('chat.room.newMessages')} ↓
        </button>
      )}
    </div>
  );
}
