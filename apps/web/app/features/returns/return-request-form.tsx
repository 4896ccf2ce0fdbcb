import type { ReturnFormData } from '@cho-dep/api/returns/return-form-data';
import { formatVnd } from '@cho-dep/core/format/money';
import { REFUND_RATE_PERCENT } from '@cho-dep/core/returns/refund-amount';
import { RETURN_REASONS, type ReturnReason } from '@cho-dep/core/returns/return-statuses';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import styles from './returns.module.css';
import { type ReturnView, submitReturnRequest, uploadReturnFile } from './returns-api';

const MAX_FILES = 6;

/** The estimate shown while filling the form; the server computes the same (core/returns/refund-amount). */
function estimate(form: ReturnFormData, chosen: Record<string, number>, reason: ReturnReason): number {
  let paid = 0;
  for (const item of form.items) {
    const quantity = chosen[item.orderItemId] ?? 0;
    if (quantity > 0) paid += Math.floor((item.linePaid * quantity) / item.quantity);
  }
  return Math.floor((paid * REFUND_RATE_PERCENT[reason]) / 100);
}

/**
 * The buyer's return and refund request (product.md §4, step 1): which units, why, the
 * details and the evidence (photos or a video), with the refund it will ask for.
 */
export function ReturnRequestForm({
  form,
  onCreated,
}: {
  form: ReturnFormData;
  onCreated: (request: ReturnView) => void;
}) {
  const t = useT();
  const [chosen, setChosen] = useState<Record<string, number>>(() =>
    form.items.length === 1 && form.items[0] ? { [form.items[0].orderItemId]: form.items[0].quantity } : {},
  );
  const [reason, setReason] = useState<ReturnReason>('poor_quality');
  const [description, setDescription] = useState('');
  const [media, setMedia] = useState<{ key: string; url: string; kind: 'photo' | 'video' }[]>([]);
  const [uploading, setUploading] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (form.international) return <Alert tone="info">{t('returns.form.international')}</Alert>;

  const items = Object.entries(chosen)
    .filter(([, quantity]) => quantity > 0)
    .map(([orderItemId, quantity]) => ({ orderItemId, quantity }));
  const amount = estimate(form, chosen, reason);

  async function addFiles(files: FileList | null) {
    if (!files) return;
    setUploading(true);
    setError(null);
    try {
      for (const file of [...files].slice(0, MAX_FILES - media.length)) {
        const stored = await uploadReturnFile(file);
        setMedia((current) => [...current, stored]);
      }
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('errors.INTERNAL'));
    } finally {
      setUploading(false);
    }
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (items.length === 0) return setError(t('returns.form.noItems'));
    if (media.length === 0) return setError(t('returns.form.noMedia'));
    setSubmitting(true);
    setError(null);
    try {
      onCreated(
        await submitReturnRequest(form.orderId, {
          items,
          reason,
          description,
          mediaKeys: media.map((m) => m.key),
        }),
      );
    } catch (e) {
      setError(e instanceof ApiError ? (e.fields[0]?.message ?? e.message) : t('errors.INTERNAL'));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className={styles.card} onSubmit={submit} noValidate>
      <fieldset className={styles.items}>
        <legend className={styles.label}>{t('returns.form.items')}</legend>
        {form.items.map((item) => {
          const quantity = chosen[item.orderItemId] ?? 0;
          return (
            <div key={item.orderItemId} className={styles.item}>
              <input
                type="checkbox"
                id={`return-item-${item.orderItemId}`}
                checked={quantity > 0}
                onChange={(e) =>
                  setChosen({ ...chosen, [item.orderItemId]: e.target.checked ? item.quantity : 0 })
                }
              />
              <label htmlFor={`return-item-${item.orderItemId}`}>
                {item.productName} <span className={styles.muted}>{item.variantLabel}</span>
              </label>
              <input
                className={styles.quantity}
                type="number"
                min={1}
                max={item.quantity}
                value={quantity || ''}
                aria-label={t('returns.form.quantity')}
                disabled={quantity === 0}
                onChange={(e) =>
                  setChosen({
                    ...chosen,
                    [item.orderItemId]: Math.min(item.quantity, Math.max(1, Number(e.target.value) || 1)),
                  })
                }
              />
            </div>
          );
        })}
      </fieldset>
      <SelectField
        label={t('returns.form.reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value as ReturnReason)}
        options={RETURN_REASONS.map((r) => ({ value: r, label: t(`returns.reason.${r}`) }))}
        hint={t('returns.reasonRate', { percent: REFUND_RATE_PERCENT[reason] })}
        required
      />
      <label className={styles.label}>
        {t('returns.form.description')}
        <textarea
          className={styles.textarea}
          value={description}
          maxLength={1000}
          minLength={10}
          required
          placeholder={t('returns.form.descriptionHint')}
          onChange={(e) => setDescription(e.target.value)}
        />
      </label>
      <label className={styles.label}>
        {t('returns.form.media')}
        <input
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp,video/mp4,video/quicktime,video/webm"
          multiple
          disabled={uploading || media.length >= MAX_FILES}
          onChange={(e) => void addFiles(e.target.files)}
        />
        <span className={styles.muted}>
          {uploading ? t('returns.form.uploading') : t('returns.form.mediaHint')}
        </span>
      </label>
      {media.length > 0 && (
        <div className={styles.media}>
          {media.map((m) =>
            m.kind === 'photo' ? (
              <img key={m.key} className={styles.thumb} src={m.url} alt={t('returns.form.media')} />
            ) : (
              // biome-ignore lint/a11y/useMediaCaption: evidence videos have no captions
              <video key={m.key} className={styles.thumb} src={m.url} preload="metadata" />
            ),
          )}
        </div>
      )}
      <div className={styles.row}>
        <span>{t('returns.form.amount')}</span>
        <span className={styles.amount} data-testid="return-amount">
          {formatVnd(amount)}
        </span>
      </div>
      <span className={styles.muted}>{t('returns.form.amountNote')}</span>
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" loading={submitting} disabled={uploading} block>
        {t('returns.form.submit')}
      </Button>
    </form>
  );
}
