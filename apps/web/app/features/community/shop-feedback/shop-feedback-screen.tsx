import type { ShopFeedbackPage } from '@cho-dep/api/community/shop-feedback/shop-feedback-schemas';
import { Link, useRevalidator } from 'react-router';
import { useT } from '../../../lib/i18n';
import { useLoginPrompt } from '../../../lib/use-require-login';
import { Button, buttonClassName } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { Pagination } from '../../../ui/pagination';
import { useToast } from '../../../ui/toast';
import styles from './shop-feedback.module.css';
import { shopFeedbackHref } from './shop-feedback-api';
import { ShopFeedbackForm } from './shop-feedback-form';
import { ShopFeedbackItem } from './shop-feedback-item';
import { ShopFeedbackSummary } from './shop-feedback-summary';

/** Why the viewer cannot write, or the form (buyers with a completed order of the shop). */
function WriteSection({ page, onSaved }: { page: ShopFeedbackPage; onSaved: () => void }) {
  const t = useT();
  const { openLogin } = useLoginPrompt();
  const { canWrite, mine } = page.viewer;
  if (canWrite === 'own_shop') return null;
  return (
    <section className={styles.card} aria-labelledby="feedback-write">
      <h2 id="feedback-write" className={styles.sectionTitle}>
        {t(mine ? 'shopFeedback.form.editTitle' : 'shopFeedback.form.title')}
      </h2>
      {canWrite === 'allowed' ? (
        <ShopFeedbackForm
          key={mine?.updatedAt ?? 'new'}
          shopId={page.shop.id}
          mine={mine}
          onSaved={onSaved}
        />
      ) : canWrite === 'signed_out' ? (
        <div className={styles.loginRow}>
          <p className={styles.muted}>{t('shopFeedback.form.loginWhy')}</p>
          <Button size="sm" onClick={() => openLogin()}>
            {t('shopFeedback.form.login')}
          </Button>
        </div>
      ) : (
        <p className={styles.muted}>{t('shopFeedback.form.needOrder')}</p>
      )}
    </section>
  );
}

/** /shop-feedback/{id}: buyers' public feedback on a shop, the average on top, the shop's replies. */
export function ShopFeedbackScreen({ page }: { page: ShopFeedbackPage }) {
  const t = useT();
  const toast = useToast();
  const revalidator = useRevalidator();
  const refresh = () => void revalidator.revalidate();
  const pages = Math.max(1, Math.ceil(page.total / page.limit));
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        {page.shop.logoUrl ? (
          <img className={styles.logo} src={page.shop.logoUrl} alt="" width={56} height={56} />
        ) : (
          <span className={styles.logo} aria-hidden="true">
            {page.shop.name.charAt(0)}
          </span>
        )}
        <div className={styles.headText}>
          <h1 className={styles.title}>{t('shopFeedback.title', { name: page.shop.name })}</h1>
          <Link
            to={`/nguoi-ban/${page.shop.id}`}
            className={buttonClassName({ size: 'sm', variant: 'secondary' })}
          >
            {t('shopFeedback.visitShop')}
          </Link>
        </div>
      </header>
      <div className={styles.layout}>
        <div className={styles.side}>
          <ShopFeedbackSummary summary={page.summary} />
          <WriteSection
            page={page}
            onSaved={() => {
              toast.show(t('shopFeedback.form.saved'), 'success');
              refresh();
            }}
          />
          {page.viewer.isShopOwner && <p className={styles.ownerNote}>{t('shopFeedback.reply.ownerNote')}</p>}
        </div>
        <section className={styles.main} aria-labelledby="feedback-list">
          <h2 id="feedback-list" className={styles.sectionTitle}>
            {t('shopFeedback.list.title')}
          </h2>
          {page.data.length === 0 ? (
            <EmptyState
              title={t('shopFeedback.list.empty')}
              description={t('shopFeedback.list.emptyBody')}
              headingLevel="h3"
            />
          ) : (
            <ul className={styles.items}>
              {page.data.map((item) => (
                <ShopFeedbackItem
                  key={item.id}
                  item={item}
                  shopId={page.shop.id}
                  shopName={page.shop.name}
                  canReply={page.viewer.isShopOwner}
                  onChanged={refresh}
                />
              ))}
            </ul>
          )}
          <Pagination
            page={page.page}
            pages={pages}
            href={(n) => shopFeedbackHref(page.shop.id, n)}
            label={t('shopFeedback.list.pagination')}
          />
        </section>
      </div>
    </div>
  );
}
