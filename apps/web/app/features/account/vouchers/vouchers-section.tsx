import { SAVED_VOUCHER_STATES, type SavedVoucherState } from '@cho-dep/core/vouchers/voucher-labels';
import { useState } from 'react';
import { Link } from 'react-router';
import { call, client } from '../../../lib/api-fetch';
import { useT } from '../../../lib/i18n';
import { Button, buttonClassName } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { ResourceState } from '../../../ui/resource-state';
import { useToast } from '../../../ui/toast';
import { VoucherTicket } from '../../../ui/voucher-ticket';
import { usePagedQuery } from '../use-paged-query';
import styles from './vouchers-section.module.css';

const SAVED = '/api/v1/mobile/vouchers/saved';

/** One page of one tab of my vouchers. */
const fetchPage = (state: SavedVoucherState) => async (page: number) =>
  (await call(client.GET(SAVED, { params: { query: { state, page } } }))).data;

const EMPTY_KEY: Record<SavedVoucherState, string> = {
  usable: 'vouchers.mine.emptyUsable',
  used: 'vouchers.mine.emptyUsed',
  expired: 'vouchers.mine.emptyExpired',
};

/** Account menu "my vouchers": the saved vouchers in three tabs (usable, used, expired). */
export function VouchersSection() {
  const t = useT();
  const [state, setState] = useState<SavedVoucherState>('usable');
  return (
    <div className={styles.section} data-testid="account-vouchers">
      <div className={styles.tabs} role="tablist" aria-label={t('vouchers.mine.tabsLabel')}>
        {SAVED_VOUCHER_STATES.map((candidate) => (
          <button
            key={candidate}
            type="button"
            role="tab"
            id={`voucher-tab-${candidate}`}
            aria-selected={candidate === state}
            aria-controls="voucher-tab-panel"
            className={[styles.tab, candidate === state && styles.tabCurrent].filter(Boolean).join(' ')}
            onClick={() => setState(candidate)}
          >
            {t(`vouchers.mine.${candidate}`)}
          </button>
        ))}
      </div>
      <div id="voucher-tab-panel" role="tabpanel" aria-labelledby={`voucher-tab-${state}`}>
        <SavedList key={state} state={state} />
      </div>
    </div>
  );
}

function SavedList({ state }: { state: SavedVoucherState }) {
  const t = useT();
  const toast = useToast();
  const list = usePagedQuery([SAVED, { state }], fetchPage(state));
  const { pages, last } = list;
  // Rendered in the browser only (the section loads its data there): the device clock is "now".
  const [now] = useState(() => new Date().toISOString());

  if (!pages || !last) return <ResourceState failed={list.failed} onRetry={list.retry} />;
  const items = pages.flatMap((page) => page.items);

  if (items.length === 0) {
    return (
      <Card>
        <EmptyState
          title={t(EMPTY_KEY[state])}
          description={t('vouchers.mine.emptyBody')}
          action={
            <Link to="/khuyen-mai" className={buttonClassName()}>
              {t('vouchers.mine.browse')}
            </Link>
          }
        />
      </Card>
    );
  }

  const loadMore = async () => {
    if (!(await list.loadMore())) toast.show(t('account.load.failed'), 'error');
  };

  return (
    <div className={styles.list}>
      <ul className={styles.tickets}>
        {items.map((voucher) => (
          <li key={voucher.id}>
            <VoucherTicket
              voucher={voucher}
              now={now}
              testId={`my-voucher-${voucher.code}`}
              stamp={state === 'usable' ? undefined : state}
              action={
                state === 'usable' && voucher.state === 'running' ? (
                  <Link
                    to={voucher.shop ? `/nguoi-ban/${voucher.shop.id}` : '/'}
                    className={buttonClassName({ size: 'sm', variant: 'secondary' })}
                  >
                    {t('vouchers.mine.use')}
                  </Link>
                ) : state === 'usable' ? (
                  <span className={styles.upcoming}>{t('vouchers.ticket.upcoming')}</span>
                ) : undefined
              }
            />
          </li>
        ))}
      </ul>
      {last.hasMore && (
        <Button variant="secondary" onClick={() => void loadMore()} loading={list.loadingMore}>
          {t('vouchers.mine.more')}
        </Button>
      )}
    </div>
  );
}
