import type { ShopFeedbackItem as Item } from '@cho-dep/api/community/shop-feedback/shop-feedback-schemas';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { formatDayMonthYear } from '@cho-dep/core/format/date';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useLanguage, useT } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import fieldStyles from '../../../ui/field.module.css';
import styles from './shop-feedback.module.css';
import { replyToShopFeedback } from './shop-feedback-api';
import { Stars } from './stars';

/** The shop owner's reply box under a feedback (a second send rewrites the reply). */
function ReplyBox({ shopId, item, onSaved }: { shopId: string; item: Item; onSaved: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(item.reply ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!open) {
    return (
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)} data-testid="shop-feedback-reply-open">
        {t(item.reply ? 'shopFeedback.reply.edit' : 'shopFeedback.reply.write')}
      </Button>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await replyToShopFeedback(shopId, item.id, text);
      setOpen(false);
      onSaved();
    } catch (failure) {
      setError(
        failure instanceof ApiError ? (failure.fields[0]?.message ?? failure.message) : t('errors.INTERNAL'),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.replyForm} onSubmit={(event) => void submit(event)}>
      <textarea
        className={fieldStyles.control}
        value={text}
        maxLength={LIMITS.shopFeedback.replyMax}
        rows={3}
        aria-label={t('shopFeedback.reply.label')}
        onChange={(event) => setText(event.target.value)}
      />
      {error && <p className={styles.error}>{error}</p>}
      <div className={styles.replyActions}>
        <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
          {t('shopFeedback.reply.cancel')}
        </Button>
        <Button size="sm" type="submit" loading={busy} disabled={!text.trim()}>
          {t('shopFeedback.reply.send')}
        </Button>
      </div>
    </form>
  );
}

/** One buyer's feedback: who, stars, when, words, picture, and the shop's reply. */
export function ShopFeedbackItem({
  item,
  shopId,
  shopName,
  canReply,
  onChanged,
}: {
  item: Item;
  shopId: string;
  shopName: string;
  canReply: boolean;
  onChanged: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  return (
    <li className={styles.item} data-testid="shop-feedback-item">
      <div className={styles.itemHead}>
        {item.author.avatarUrl ? (
          <img className={styles.avatar} src={item.author.avatarUrl} alt="" width={40} height={40} />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {item.author.name.charAt(0)}
          </span>
        )}
        <span className={styles.who}>
          <span className={styles.name}>
            {item.author.name}
            {item.isMine && <span className={styles.mine}> · {t('shopFeedback.item.mine')}</span>}
          </span>
          <span className={styles.muted}>
            <Stars value={item.rating} label={t('shopFeedback.item.rating', { count: item.rating })} />{' '}
            {formatDayMonthYear(new Date(item.updatedAt), undefined, language)}
          </span>
        </span>
      </div>
      {item.content && <p className={styles.content}>{item.content}</p>}
      {item.images.map((image) => (
        <a key={image.key} href={image.largeUrl} target="_blank" rel="noreferrer" className={styles.photo}>
          <img src={image.url} alt={t('shopFeedback.item.photo')} loading="lazy" />
        </a>
      ))}
      {item.reply && (
        <div className={styles.reply}>
          <span className={styles.replyWho}>{t('shopFeedback.item.reply', { name: shopName })}</span>
          <p>{item.reply}</p>
        </div>
      )}
      {canReply && <ReplyBox shopId={shopId} item={item} onSaved={onChanged} />}
    </li>
  );
}
