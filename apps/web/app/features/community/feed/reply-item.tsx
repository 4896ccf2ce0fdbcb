import { formatCount } from '@cho-dep/core/format/count';
import { formatDate } from '@cho-dep/core/format/date';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../../lib/i18n';
import { useRequireLogin } from '../../../lib/use-require-login';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useToast } from '../../../ui/toast';
import { LazyReportDialog } from '../moderation/lazy-report-dialog';
import { wallHref } from './community-links';
import { useNow } from './now-context';
import { Avatar } from './post-author';
import { HeartIcon } from './post-icons';
import { DotsMenu } from './post-menu';
import styles from './replies.module.css';
import { deleteReply, type ReplyView, setReplyLiked, updateReply } from './reply-api';
import { ReplyComposer } from './reply-composer';
import { useOptimisticToggle } from './use-post-toggle';

/** One reply: who and when, the words and picture, a like, and the "⋯" (edit, delete, report). */
export function ReplyItem({ reply, onChanged }: { reply: ReplyView; onChanged: () => void }) {
  const t = useT();
  const language = useLanguage();
  const now = useNow();
  const toast = useToast();
  const requireLogin = useRequireLogin();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [like, toggleLike] = useOptimisticToggle(
    { on: reply.likedByMe, count: reply.likeCount },
    (on) => setReplyLiked(reply.id, on),
    () => toast.show(t('community.card.actionFailed'), 'error'),
  );
  const image = reply.images[0];

  return (
    <li
      className={reply.parentReplyId ? `${styles.reply} ${styles.nested}` : styles.reply}
      data-testid="reply"
    >
      <Link to={wallHref(reply.author.id)} className={styles.replyAvatar} aria-hidden="true" tabIndex={-1}>
        <Avatar name={reply.author.name} url={reply.author.avatarUrl} size={32} />
      </Link>
      <div className={styles.replyMain}>
        {editing ? (
          <ReplyComposer
            autoFocus
            initial={{
              content: reply.content,
              image: image ? { key: image.key, url: image.smallUrl } : null,
            }}
            submitLabel={t('community.post.save')}
            onCancel={() => setEditing(false)}
            onSubmit={async (input) => {
              await updateReply(reply.id, input);
              setEditing(false);
              onChanged();
            }}
          />
        ) : (
          <>
            <div className={styles.bubble}>
              <Link to={wallHref(reply.author.id)} className={styles.replyName}>
                {reply.author.name}
              </Link>
              {reply.content && <p className={styles.replyText}>{reply.content}</p>}
            </div>
            {image && <img className={styles.replyImage} src={image.smallUrl} alt="" loading="lazy" />}
            <div className={styles.replyMeta}>
              <time dateTime={reply.createdAt}>{formatDate(reply.createdAt, { now, language })}</time>
              <button
                type="button"
                className={like.on ? `${styles.replyLike} ${styles.liked}` : styles.replyLike}
                aria-pressed={like.on}
                onClick={() => requireLogin(toggleLike)}
              >
                <HeartIcon filled={like.on} />
                {like.count > 0 && formatCount(like.count, language)}
                <span className="visually-hidden">{t('community.card.like')}</span>
              </button>
              <DotsMenu label={t('community.post.replyMenu')}>
                {(close) =>
                  reply.isMine ? (
                    <>
                      <button
                        type="button"
                        onClick={() => {
                          close();
                          setEditing(true);
                        }}
                      >
                        {t('community.post.editReply')}
                      </button>
                      <button
                        type="button"
                        className={styles.danger}
                        onClick={() => {
                          close();
                          setConfirming(true);
                        }}
                      >
                        {t('community.post.deleteReply')}
                      </button>
                    </>
                  ) : (
                    <button
                      type="button"
                      onClick={() => {
                        close();
                        requireLogin(() => setReporting(true));
                      }}
                    >
                      {t('moderation.report.menuItem')}
                    </button>
                  )
                }
              </DotsMenu>
            </div>
          </>
        )}
      </div>
      <LazyReportDialog
        open={reporting}
        onClose={() => setReporting(false)}
        targetType="reply"
        targetId={reply.id}
      />
      {confirming && (
        <ConfirmDialog
          title={t('community.post.deleteReplyTitle')}
          body={t('community.post.deleteReplyBody')}
          confirmLabel={t('community.post.deleteReply')}
          cancelLabel={t('community.post.cancel')}
          tone="danger"
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            await deleteReply(reply.id);
            setConfirming(false);
            onChanged();
          }}
        />
      )}
    </li>
  );
}
