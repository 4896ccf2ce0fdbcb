import { CHAT_LIMITS } from '@cho-dep/core/chat/chat-limits';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useT } from '../../lib/i18n';
import { useToast } from '../../ui/toast';
import { ChatIcon } from './chat-icons';
import composerStyles from './composer.module.css';
import styles from './conversation.module.css';

/** The counter shows from here on: most messages are short, and a number on each is noise. */
const COUNTER_FROM = CHAT_LIMITS.textMax - 200;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * The message box: grows with the text up to a few lines, Enter sends (Shift+Enter for a new
 * line; never while an input method is composing a Vietnamese or Korean word), a picture
 * button beside it, and the counter as the text nears the limit of the shared schema.
 */
export function Composer({
  value,
  onChange,
  onSend,
  onImage,
  onTyping,
  leading,
  inputRef,
}: {
  value: string;
  onChange: (value: string) => void;
  onSend: (text: string) => void;
  onImage: (file: File) => void;
  onTyping: () => void;
  /** A button before the box (the seller's quick replies). */
  leading?: ReactNode;
  inputRef?: React.RefObject<HTMLTextAreaElement | null>;
}) {
  const t = useT();
  const toast = useToast();
  const file = useRef<HTMLInputElement>(null);
  const counterId = useId();
  const [focused, setFocused] = useState(false);
  const length = value.trim().length;
  const tooLong = length > CHAT_LIMITS.textMax;
  const canSend = length > 0 && !tooLong;

  const send = () => {
    if (!canSend) return;
    onSend(value.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  const pick = (picked: File | undefined) => {
    if (!picked) return;
    if (!IMAGE_TYPES.includes(picked.type)) return toast.show(t('chat.composer.imageNotAllowed'), 'error');
    if (picked.size > LIMITS.upload.imageMaxBytes) {
      return toast.show(
        t('chat.composer.imageTooBig', { size: LIMITS.upload.imageMaxBytes / 1024 / 1024 }),
        'error',
      );
    }
    onImage(picked);
  };

  return (
    <div className={styles.composer} data-focused={focused}>
      {leading}
      <button
        type="button"
        className={styles.roundButton}
        onClick={() => file.current?.click()}
        aria-label={t('chat.composer.attach')}
        data-testid="chat-attach"
      >
        <ChatIcon name="image" />
      </button>
      <input
        ref={file}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        hidden
        data-testid="chat-file"
        onChange={(event) => {
          pick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <div className={composerStyles.field}>
        <textarea
          ref={inputRef}
          className={composerStyles.input}
          rows={1}
          value={value}
          placeholder={t('chat.composer.placeholder')}
          aria-label={t('chat.composer.label')}
          aria-describedby={length >= COUNTER_FROM ? counterId : undefined}
          aria-invalid={tooLong || undefined}
          enterKeyHint="send"
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            onChange(event.target.value);
            if (event.target.value.trim()) onTyping();
          }}
          data-testid="chat-input"
        />
        {length >= COUNTER_FROM && (
          <span id={counterId} className={composerStyles.counter} data-over={tooLong}>
            {tooLong
              ? t('chat.composer.tooLong', { max: CHAT_LIMITS.textMax })
              : t('chat.composer.counter', { count: length, max: CHAT_LIMITS.textMax })}
          </span>
        )}
      </div>
      <button
        type="button"
        className={composerStyles.sendButton}
        onClick={send}
        disabled={!canSend}
        aria-label={t('chat.composer.send')}
        data-testid="chat-send"
      >
        <ChatIcon name="send" />
      </button>
    </div>
  );
}
