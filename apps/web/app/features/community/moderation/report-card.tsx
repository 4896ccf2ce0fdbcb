import type { ReportQueueItem } from '@cho-dep/api/community/moderation/report-queue';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { formatDateTime } from '@cho-dep/core/format/date-time';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { useLanguage, useT } from '../../../lib/i18n';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { RejectDialog } from '../../../ui/reject-dialog';
import { useToast } from '../../../ui/toast';
import { keepContent, removeContent, restoreContent } from './moderation-api';
import styles from './moderation-desk.module.css';
import { contentHref } from './moderation-query';

const STATUS_TONE = { published: 'success', removed: 'danger', deleted: 'neutral' } as const;

type Dialog = 'remove' | 'restore' | 'keep' | null;

/**
 * One reported content: its picture and words as they are now, its author, how many reported
 * it and why, and the decisions that apply to its state. After a decision the page's loader
 * runs again, so the card shows what the database holds.
 */
export function ReportCard({ item }: { item: ReportQueueItem }) {
  const t = useT();
  const language = useLanguage();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [dialog, setDialog] = useState<Dialog>(null);
  const href = contentHref(item);
  const time = (iso: string) => formatDateTime(iso, language);
  const text = item.title ?? item.text;

  async function done(message: string) {
    setDialog(null);
    toast.show(message, 'success');
    await revalidator.revalidate();
  }

  return (
    <article
      className={`${styles.card} ${item.imageUrl ? '' : styles.textOnly}`}
      data-testid="report-item"
      aria-label={text || t('moderation.admin.noText')}
    >
      {item.imageUrl && <img className={styles.picture} src={item.imageUrl} alt="" loading="lazy" />}
      <div className={styles.body}>
        <div className={styles.badges}>
          <Badge tone="neutral">{t(`moderation.admin.type.${item.targetType}`)}</Badge>
          <Badge tone={STATUS_TONE[item.contentStatus]}>
            {t(`moderation.admin.contentStatus.${item.contentStatus}`)}
          </Badge>
          <Badge tone={item.resolvedAt ? 'neutral' : 'danger'}>
            {t('moderation.admin.reportCount', { count: item.reportCount })}
          </Badge>
        </div>
        {item.author && (
          <p className={styles.author}>
            {item.author.avatarUrl ? (
              <img className={styles.avatar} src={item.author.avatarUrl} alt="" />
            ) : (
              <span className={styles.avatar} aria-hidden="true">
                {item.author.name.slice(0, 1)}
              </span>
            )}
            <span className={styles.authorName}>{item.author.name}</span>
            {href && (
              <Link to={href} className={styles.view}>
                {t('moderation.admin.open')}
              </Link>
            )}
          </p>
        )}
        <p className={item.title ? styles.title : styles.text}>{text || t('moderation.admin.noText')}</p>
        <ul className={styles.reasons} aria-label={t('moderation.report.reasonLegend')}>
          {item.reasons.map((r) => (
            <li key={r.reason} className={styles.reason}>
              {t('moderation.admin.reasonCount', {
                reason: t(`moderation.reason.${r.reason}`),
                count: r.count,
              })}
            </li>
          ))}
        </ul>
        {item.notes.length > 0 && (
          <div className={styles.notes}>
            <p className={styles.muted}>{t('moderation.admin.notes')}</p>
            {item.notes.map((note, index) => (
              <blockquote key={`${index}-${note}`} className={styles.note}>
                {note}
              </blockquote>
            ))}
          </div>
        )}
        {item.contentStatus === 'removed' && item.removedReason && (
          <p className={styles.removedReason}>
            <strong>{t('moderation.admin.removedReason')}</strong> {item.removedReason}
          </p>
        )}
        <p className={styles.muted}>
          {item.resolvedAt
            ? t('moderation.admin.resolvedAt', { time: time(item.resolvedAt) })
            : `${t('moderation.admin.firstReported', { time: time(item.firstReportedAt) })} · ${t(
                'moderation.admin.lastReported',
                { time: time(item.lastReportedAt) },
              )}`}
        </p>
        <div className={styles.actions}>
          {item.contentStatus === 'published' && !item.resolvedAt && (
            <Button variant="secondary" size="sm" onClick={() => setDialog('keep')}>
              {t('moderation.admin.keep')}
            </Button>
          )}
          {item.contentStatus === 'published' && (
            <Button variant="danger" size="sm" onClick={() => setDialog('remove')}>
              {t('moderation.admin.remove')}
            </Button>
          )}
          {item.contentStatus === 'removed' && (
            <Button variant="secondary" size="sm" onClick={() => setDialog('restore')}>
              {t('moderation.admin.restore')}
            </Button>
          )}
        </div>
      </div>
      <RejectDialog
        open={dialog === 'remove' || dialog === 'restore'}
        title={dialog === 'restore' ? t('moderation.admin.restoreTitle') : t('moderation.admin.removeTitle')}
        onClose={() => setDialog(null)}
        words={{
          label: t('moderation.admin.reasonLabel'),
          hint: t(dialog === 'restore' ? 'moderation.admin.restoreHint' : 'moderation.admin.removeHint', {
            min: LIMITS.admin.rejectReasonMin,
            max: LIMITS.admin.rejectReasonMax,
          }),
          submit: dialog === 'restore' ? t('moderation.admin.restore') : t('moderation.admin.remove'),
        }}
        onReject={async (reason) => {
          if (dialog === 'restore') {
            await restoreContent(item.targetType, item.targetId, reason);
            await done(t('moderation.admin.restored'));
          } else {
            await removeContent(item.targetType, item.targetId, reason);
            await done(t('moderation.admin.removed'));
          }
        }}
      />
      {dialog === 'keep' && (
        <ConfirmDialog
          title={t('moderation.admin.keepTitle')}
          body={t('moderation.admin.keepBody')}
          confirmLabel={t('moderation.admin.keep')}
          cancelLabel={t('moderation.admin.cancel')}
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            await keepContent(item.targetType, item.targetId);
            await done(t('moderation.admin.kept'));
          }}
        />
      )}
    </article>
  );
}
