import { type ReplyInput, replyInputSchema } from '@cho-dep/core/community/post-schemas';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { useId, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { uploadPostMedia } from '../compose/upload-media';
import styles from './replies.module.css';

/**
 * Writing (or editing) a reply: up to LIMITS.post.replyMax characters and one picture,
 * checked with the same schema the API applies; the picture goes up through the community's
 * media upload first.
 */
export function ReplyComposer({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  autoFocus = false,
}: {
  initial?: { content: string; image: { key: string; url: string } | null };
  submitLabel: string;
  onSubmit: (input: ReplyInput) => Promise<void>;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const t = useT();
  const id = useId();
  const file = useRef<HTMLInputElement>(null);
  const [content, setContent] = useState(initial?.content ?? '');
  const [image, setImage] = useState(initial?.image ?? null);
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const max = LIMITS.post.replyMax;

  const pick = async (chosen: File | undefined) => {
    if (!chosen) return;
    setUploading(true);
    setError(null);
    try {
      const uploaded = await uploadPostMedia(chosen, () => undefined);
      setImage({ key: uploaded.key, url: uploaded.previewUrl });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('errors.INTERNAL'));
    } finally {
      setUploading(false);
      if (file.current) file.current.value = '';
    }
  };

  const submit = async () => {
    const parsed = replyInputSchema.safeParse({ content, imageKeys: image ? [image.key] : [] });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'validation.required';
      setError(t(message, { max }));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(parsed.data);
      setContent('');
      setImage(null);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('errors.INTERNAL'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      data-testid="reply-composer"
    >
      <label htmlFor={`${id}-text`} className="visually-hidden">
        {t('community.post.replyLabel')}
      </label>
      <textarea
        id={`${id}-text`}
        className={styles.input}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        placeholder={t('community.post.writeReply')}
        rows={2}
        // The limit is shown and checked on send: a longer paste is kept so it can be shortened.
        aria-invalid={content.length > max || undefined}
        aria-describedby={`${id}-count`}
        // biome-ignore lint/a11y/noAutofocus: the edit box opens because the person asked to edit.
        autoFocus={autoFocus}
      />
      {image && (
        <div className={styles.preview}>
          <img src={image.url} alt="" />
          <button
            type="button"
            className={styles.previewRemove}
            onClick={() => setImage(null)}
            aria-label={t('community.post.removePicture')}
          >
            ×
          </button>
        </div>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.composerBar}>
        <input
          ref={file}
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="visually-hidden"
          onChange={(event) => void pick(event.target.files?.[0])}
          disabled={uploading || image !== null}
        />
        <label
          htmlFor={`${id}-file`}
          className={image || uploading ? `${styles.pictureButton} ${styles.disabled}` : styles.pictureButton}
        >
          📷 {uploading ? t('community.post.uploading') : t('community.post.addPicture')}
        </label>
        <span
          id={`${id}-count`}
          className={content.length > max ? `${styles.count} ${styles.over}` : styles.count}
        >
          {t('community.post.charCount', { count: content.length, max })}
        </span>
        {onCancel && (
          <Button size="sm" variant="ghost" onClick={onCancel}>
            {t('community.post.cancel')}
          </Button>
        )}
        <Button size="sm" type="submit" loading={busy} disabled={uploading}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
