import { LIVE_CLIENT_EVENTS } from '@cho-dep/core/live/live-events';
import { LIVE_LIMITS } from '@cho-dep/core/live/live-limits';
import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { ApiError } from '../../lib/api-client';
import { call, client } from '../../lib/api-fetch';
import { useT } from '../../lib/i18n';
import { useLoginPrompt } from '../../lib/use-require-login';
import styles from './live-chat.module.css';
import { type LiveMessage, refusalKey } from './live-chat-messages';

type ChatAnswer = { ok: true; message: LiveMessage } | { ok: false; code: string };

/** Sends through the socket when there is one (the answer says why a message was refused), else the API. */
async function sendMessage(socket: Socket | null, liveId: string, text: string): Promise<ChatAnswer> {
  if (socket?.connected)
    return new Promise((resolve) => socket.emit(LIVE_CLIENT_EVENTS.chat, { liveId, text }, resolve));
  try {
    const answer = await call(
      client.POST('/api/v1/lives/{id}/messages', { params: { path: { id: liveId } }, body: { text } }),
    );
    return { ok: true, message: answer.data };
  } catch (error) {
    return { ok: false, code: error instanceof ApiError ? error.code : 'INTERNAL' };
  }
}

/** A reader this close to the bottom is following the chat: new messages scroll into view. */
const FOLLOW_SLACK_PX = 24;

/**
 * The live's chat for viewers, newest at the bottom: it keeps to the newest message unless the
 * reader scrolled up to read. Signed in, a comment box with the length left; a refusal (too fast,
 * an offensive word, muted, the live over) is said in the viewer's language. Signed out, a
 * button opens the login and the viewer comes back to the same live.
 */
export function LiveChat({
  liveId,
  messages,
  muted,
  socket,
  onSent,
}: {
  liveId: string;
  messages: LiveMessage[];
  muted: boolean;
  socket: Socket | null;
  onSent: (message: LiveMessage) => void;
}) {
  const t = useT();
  const { loggedIn, openLogin } = useLoginPrompt();
  const list = useRef<HTMLOListElement>(null);
  const following = useRef(true);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new message list is the trigger
  useLayoutEffect(() => {
    const box = list.current;
    if (box && following.current) box.scrollTop = box.scrollHeight;
  }, [messages]);

  useEffect(() => {
    if (muted) setError(t('live.muted'));
  }, [muted, t]);

  const onScroll = () => {
    const box = list.current;
    if (box) following.current = box.scrollHeight - box.scrollTop - box.clientHeight <= FOLLOW_SLACK_PX;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = text.trim();
    if (!body || busy) return;
    setBusy(true);
    setError(null);
    const answer = await sendMessage(socket, liveId, body);
    setBusy(false);
    if (answer.ok) {
      setText('');
      following.current = true;
      onSent(answer.message);
    } else {
      setError(t(refusalKey(answer.code), { minutes: 1 }));
    }
  }

  return (
    <section className={styles.chat} data-testid="live-chat" aria-label={t('live.chat.title')}>
      {messages.length === 0 ? <p className={styles.empty}>{t('live.chat.empty')}</p> : null}
      <ol className={styles.messages} ref={list} onScroll={onScroll} aria-live="polite">
        {messages.map((m) => (
          <li key={m.id} className={styles.message} data-testid="live-chat-message" data-message-id={m.id}>
            <strong className={styles.author}>{m.user.name}</strong> {m.text}
          </li>
        ))}
      </ol>
      {error ? (
        <p className={styles.error} role="alert" data-testid="live-chat-error">
          {error}
        </p>
      ) : null}
      {!loggedIn ? (
        <button type="button" className={styles.signIn} onClick={openLogin} data-testid="live-chat-signin">
          {t('live.chat.signIn')}
        </button>
      ) : muted ? null : (
        <form className={styles.form} onSubmit={(event) => void submit(event)}>
          <input
            className={styles.input}
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={LIVE_LIMITS.chatMessageMax}
            placeholder={t('live.chatPlaceholder')}
            aria-label={t('live.chatPlaceholder')}
            enterKeyHint="send"
            data-testid="live-chat-input"
          />
          <span className={styles.counter} aria-hidden="true">
            {text.trim().length}/{LIVE_LIMITS.chatMessageMax}
          </span>
          <button
            type="submit"
            className={styles.send}
            disabled={busy || text.trim().length === 0}
            data-testid="live-chat-send"
          >
            {t('live.chat.send')}
          </button>
        </form>
      )}
    </section>
  );
}
