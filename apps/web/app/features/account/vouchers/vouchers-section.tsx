import type { SavedVoucherView } from '@cho-dep/api/vouchers/voucher-views';
import { SAVED_VOUCHER_STATES, type SavedVoucherState } from '@cho-dep/core/vouchers/voucher-labels';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { Button, buttonClassName } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { useToast } from '../../../ui/toast';
import { VoucherTicket } from '../../../ui/voucher-ticket';
import { ResourceState } from '../resource-state';
import { useApiResource } from '../use-api-resource';
import styles from './vouchers-section.module.css';

/** GET /api/v1/mobile/vouchers/saved?state=&page=: one tab of my vouchers. */
interface SavedPage {
  items: SavedVoucherView[];
  page: number;
  pageSize: number;
  total: number;
  hasMore: boolean;
}

const pagePath = (state: SavedVoucherState, page: number) =>
  `/api/v1/mobile/vouchers/saved?state=${state}&page=${page}`;

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
  const first = useApiResource<SavedPage>(pagePath(state, 1));
  const [more, setMore] = useState<SavedPage[]>([]);
  const [loading, setLoading] = useState(false);
  // Rendered in the browser only (the section loads its data there): the device clock is "now".
  const [now] = useState(() => new Date().toISOString());

  if (!first.data) return <ResourceState failed={first.failed} onRetry={first.reload} />;
  const pages = [first.data, ...more];
  const last = pages[pages.length - 1] ?? first.data;
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
    setLoading(true);
    try {
      const answer = await api<{ data: SavedPage }>(pagePath(state, last.page + 1));
      setMore((current) => [...current, answer.data]);
    } catch {
      toast.show(t('account.load.failed'), 'error');
    } finally {
      setLoading(false);
    }
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
        <Button variant="secondary" onClick={() => void loadMore()} loading={loading}>
          {t('vouchers.mine.more')}
        </Button>
      )}
    </div>
  );
}
