import { CHAT_LIMITS } from '@cho-dep/core/chat/chat-limits';
import { quickReplyInputSchema } from '@cho-dep/core/chat/chat-schemas';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { useQuery, useQueryClient } from '../../lib/query-cache';
import { Button } from '../../ui/button';
import { useToast } from '../../ui/toast';
import {
  addQuickReply,
  deleteQuickReply,
  editQuickReply,
  listQuickReplies,
  QUICK_REPLIES_PATH,
} from './chat-api';
import { ChatIcon } from './chat-icons';
import type { QuickReply } from './chat-types';
import styles from './quick-replies.module.css';

/**
 * The seller's saved answers, one tap to put into the box (then edited or sent as is). The
 * same tray manages them: add, edit, delete, within the shop's limit.
 */
export function QuickReplies({ onInsert }: { onInsert: (text: string) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [managing, setManaging] = useState(false);
  const list = useQuery({ queryKey: [QUICK_REPLIES_PATH], queryFn: listQuickReplies, enabled: open });
  const items = list.data ?? [];
  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-label={t('chat.quick.open')}
        onClick={() => setOpen((v) => !v)}
        data-testid="chat-quick-toggle"
      >
        <ChatIcon name="bolt" />
      </button>
      {open && (
        <div className={styles.tray} data-testid="chat-quick-tray">
          <div className={styles.trayHead}>
            <strong>{t('chat.quick.title')}</strong>
            <button type="button" className={styles.link} onClick={() => setManaging((v) => !v)}>
              {managing ? t('chat.quick.done') : t('chat.quick.manage')}
            </button>
            <button
              type="button"
              className={styles.close}
              onClick={() => setOpen(false)}
              aria-label={t('chat.orders.close')}
            >
              <ChatIcon name="close" size={18} />
            </button>
          </div>
          {items.length === 0 && list.isSuccess && !managing && (
            <p className={styles.empty}>{t('chat.quick.empty')}</p>
          )}
          <ul className={styles.list}>
            {items.map((item) =>
              managing ? (
                <ManagedReply key={item.id} item={item} />
              ) : (
                <li key={item.id}>
                  <button
                    type="button"
                    className={styles.reply}
                    aria-label={t('chat.quick.insert', { text: item.text })}
                    onClick={() => {
                      onInsert(item.text);
                      setOpen(false);
                    }}
                  >
                    {item.text}
                  </button>
                </li>
              ),
            )}
          </ul>
          {(managing || (items.length === 0 && list.isSuccess)) &&
            (items.length < CHAT_LIMITS.quickRepliesMax ? (
              <ReplyForm onDone={() => {}} />
            ) : (
              <p className={styles.empty}>{t('chat.quick.limit', { max: CHAT_LIMITS.quickRepliesMax })}</p>
            ))}
        </div>
      )}
    </>
  );
}

function ManagedReply({ item }: { item: QuickReply }) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  if (editing) {
    return (
      <li>
        <ReplyForm initial={item} onDone={() => setEditing(false)} />
      </li>
    );
  }
  const remove = async () => {
    setBusy(true);
    try {
      await deleteQuickReply(item.id);
      await queryClient.invalidateQueries({ queryKey: [QUICK_REPLIES_PATH] });
    } catch (error) {
      toast.show(error instanceof ApiError ? error.message : t('chat.errors.generic'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={styles.managed}>
      <span className={styles.managedText}>{item.text}</span>
      <button
        type="button"
        className={styles.iconButton}
        onClick={() => setEditing(true)}
        aria-label={t('chat.quick.edit')}
      >
        <ChatIcon name="edit" size={18} />
      </button>
      <button
        type="button"
        className={styles.iconButton}
        onClick={remove}
        disabled={busy}
        aria-label={t('chat.quick.delete')}
      >
        <ChatIcon name="trash" size={18} />
      </button>
    </li>
  );
}

/** Add or edit one reply, checked by the same schema as the API before it is sent. */
function ReplyForm({ initial, onDone }: { initial?: QuickReply; onDone: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [text, setText] = useState(initial?.text ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const parsed = quickReplyInputSchema.safeParse({ text });
    if (!parsed.success) {
      const key = parsed.error.issues[0]?.message ?? 'validation.chat.textRequired';
      setError(t(key, { max: CHAT_LIMITS.quickReplyMax }));
      return;
    }
    setBusy(true);
    try {
      if (initial) await editQuickReply(initial.id, parsed.data.text);
      else await addQuickReply(parsed.data.text);
      await queryClient.invalidateQueries({ queryKey: [QUICK_REPLIES_PATH] });
      setText('');
      setError(null);
      onDone();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : t('chat.errors.generic'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.form}>
      <textarea
        className={styles.textarea}
        value={text}
        rows={2}
        maxLength={CHAT_LIMITS.quickReplyMax + 50}
        aria-label={t('chat.quick.fieldLabel')}
        aria-invalid={error ? true : undefined}
        placeholder={t('chat.quick.placeholder')}
        onChange={(event) => setText(event.target.value)}
        data-testid="chat-quick-input"
      />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.formActions}>
        {initial && (
          <Button variant="ghost" size="sm" onClick={onDone}>
            {t('chat.quick.cancel')}
          </Button>
        )}
        <Button size="sm" loading={busy} onClick={save} data-testid="chat-quick-save">
          {initial ? (
            t('chat.quick.save')
          ) : (
            <>
              <ChatIcon name="plus" size={16} />
              {t('chat.quick.add')}
            </>
          )}
        </Button>
      </div>
    </div>
  );
}
