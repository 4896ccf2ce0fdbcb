import type { Campaign, NominationList } from '@cho-dep/api/campaigns/campaign-schemas';
import { formatVnd } from '@cho-dep/core/format/money';
import { useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { AdminPage } from '../../../ui/admin-page';
import { Alert } from '../../../ui/alert';
import { Button, buttonClassName } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { EmptyState } from '../../../ui/empty-state';
import { Pagination } from '../../../ui/pagination';
import { RejectDialog } from '../../../ui/reject-dialog';
import { useToast } from '../../../ui/toast';
import { approveNomination, CAMPAIGNS_PATH, deleteCampaign, rejectNomination } from './campaign-api';
import { NominationBadge, PhaseBadge, span } from './campaign-labels';
import styles from './campaigns.module.css';

export type NominationStatus = 'pending' | 'approved' | 'rejected';
const STATUSES: NominationStatus[] = ['pending', 'approved', 'rejected'];

/**
 * /quan-tri/chien-dich/chi-tiet/{id}?status=&page=: the campaign and its nominations by status;
 * pending ones are approved or rejected (with a reason) here. After a decision the loader runs
 * again; another admin's decision a moment earlier comes back as the 409 message.
 */
export function CampaignDetailScreen({
  campaign,
  nominations,
  status,
}: {
  campaign: Campaign;
  nominations: NominationList;
  status: NominationStatus;
}) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const base = `${CAMPAIGNS_PATH}/chi-tiet/${campaign.id}`;
  const href = (s: NominationStatus, page = 1) => `${base}?status=${s}${page > 1 ? `&page=${page}` : ''}`;

  async function approve(id: string) {
    setBusy(id);
    setFailure(null);
    try {
      await approveNomination(id);
      toast.show(t('campaigns.admin.approved'), 'success');
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('errors.INTERNAL'));
    } finally {
      setBusy(null);
      await revalidator.revalidate();
    }
  }

  return (
    <AdminPage title={campaign.name} description={t('campaigns.meta.detail')} withBreadcrumb>
      <section className={styles.card} aria-label={t('campaigns.meta.detail')}>
        <div className={styles.cardHead}>
          <PhaseBadge phase={campaign.phase} />
          <div className={styles.actions}>
            <Link
              to={`/chien-dich/${campaign.id}`}
              className={buttonClassName({ size: 'sm', variant: 'ghost' })}
            >
              {t('campaigns.admin.publicPage')}
            </Link>
            {campaign.phase !== 'ended' && (
              <Link
                to={`${CAMPAIGNS_PATH}/cap-nhat/${campaign.id}`}
                className={buttonClassName({ size: 'sm', variant: 'secondary' })}
              >
                {t('campaigns.admin.edit')}
              </Link>
            )}
            {campaign.phase !== 'running' && campaign.phase !== 'ended' && (
              <Button size="sm" variant="danger" onClick={() => setDeleting(true)}>
                {t('campaigns.admin.delete')}
              </Button>
            )}
          </div>
        </div>
        {campaign.description && <p className={styles.description}>{campaign.description}</p>}
        <p className={styles.meta}>
          {t('campaigns.info.registration')}:{' '}
          {span(campaign.registrationStartsAt, campaign.registrationEndsAt)}
        </p>
        <p className={styles.meta}>
          {t('campaigns.info.sale')}: {span(campaign.startsAt, campaign.endsAt)}
        </p>
        <p className={styles.meta}>
          {t('campaigns.info.minDiscount', { percent: campaign.minDiscountPercent })} ·{' '}
          {t('campaigns.info.maxProducts', { count: campaign.maxProductsPerShop })}
        </p>
      </section>

      <h2 className={styles.cardTitle}>{t('campaigns.admin.nominations')}</h2>
      <nav className={styles.tabs} aria-label={t('admin.tabsLabel')}>
        {STATUSES.map((s) => (
          <Link
            key={s}
            to={href(s)}
            className={[styles.tab, s === status ? styles.tabActive : ''].join(' ')}
            aria-current={s === status ? 'page' : undefined}
          >
            {t(`campaigns.nomination.status.${s}`)} ({campaign.counts[s]})
          </Link>
        ))}
      </nav>
      {failure && <Alert>{failure}</Alert>}
      {nominations.data.length === 0 ? (
        <EmptyState title={t('campaigns.admin.noNominations')} headingLevel="h3" />
      ) : (
        <ul className={styles.list}>
          {nominations.data.map((n) => (
            <li key={n.id} className={styles.card} data-testid="nomination-row">
              <div className={styles.line}>
                {n.image ? (
                  <img className={styles.thumb} src={n.image} alt="" width={56} height={56} />
                ) : (
                  <span className={styles.thumb} />
                )}
                <div className={styles.lineBody}>
                  <span className={styles.lineName}>
                    {n.productName}
                    {n.variantLabel ? ` · ${n.variantLabel}` : ''}
                  </span>
                  <span className={styles.meta}>
                    {t('campaigns.nomination.shop')}: {n.shopName}
                  </span>
                  <span>
                    <span className={styles.price}>{formatVnd(n.campaignPrice)}</span>{' '}
                    <span className={styles.strike}>{formatVnd(n.originalPrice)}</span> -{n.discountPercent}%
                  </span>
                  <span className={styles.meta}>
                    {t('campaigns.nomination.stock')}: {n.stock}
                    {n.status === 'approved'
                      ? ` · ${t('campaigns.nomination.sold', { count: n.soldCount })}`
                      : ''}
                  </span>
                  {n.rejectReason && (
                    <span className={styles.meta}>
                      {t('campaigns.nomination.reason', { reason: n.rejectReason })}
                    </span>
                  )}
                </div>
                <NominationBadge status={n.status} />
              </div>
              {n.status === 'pending' && campaign.phase !== 'ended' && (
                <div className={styles.actions}>
                  <Button size="sm" loading={busy === n.id} onClick={() => void approve(n.id)}>
                    {t('admin.approve')}
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => setRejecting(n.id)}>
                    {t('admin.reject')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={nominations.page}
        pages={Math.max(1, Math.ceil(nominations.total / nominations.pageSize))}
        href={(page) => href(status, page)}
        label={t('admin.paginationLabel')}
      />
      <RejectDialog
        open={rejecting !== null}
        title={t('campaigns.admin.rejectTitle')}
        onClose={() => setRejecting(null)}
        onReject={async (reason) => {
          if (!rejecting) return;
          await rejectNomination(rejecting, reason);
          setRejecting(null);
          toast.show(t('campaigns.admin.rejected'), 'success');
          await revalidator.revalidate();
        }}
      />
      {deleting && (
        <ConfirmDialog
          title={t('campaigns.admin.delete')}
          body={t('campaigns.admin.deleteConfirm')}
          confirmLabel={t('campaigns.admin.delete')}
          cancelLabel={t('campaigns.seller.cancel')}
          tone="danger"
          onClose={() => setDeleting(false)}
          onConfirm={async () => {
            await deleteCampaign(campaign.id);
            toast.show(t('campaigns.admin.deleted'), 'success');
            navigate(CAMPAIGNS_PATH);
          }}
        />
      )}
    </AdminPage>
  );
}
