import type { VoucherView } from '@cho-dep/api/vouchers/voucher-views';
import { type FormEvent, useCallback, useState } from 'react';
import { Link } from 'react-router';
import { call, client } from '../../lib/api-fetch';
import { useT } from '../../lib/i18n';
import { Button, buttonClassName } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { useToast } from '../../ui/toast';
import { VoucherTicket } from '../../ui/voucher-ticket';
import { useVoucherSave } from './use-voucher-save';
import {
  TAB_LABEL_KEY,
  VOUCHER_TABS,
  type VoucherTab,
  voucherListQuery,
  voucherTabHref,
} from './voucher-tabs';
import styles from './vouchers.module.css';

export interface VoucherPage {
  items: VoucherView[];
  page: number;
  pageSize: number;
  total: number;
  hasMore: boolean;
}

function TicketIcon() {
  return (
    <svg width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
      <path
        d="M3 7a2 2 0 012-2h14a2 2 0 012 2v2a2.5 2.5 0 000 5v2a2 2 0 01-2 2H5a2 2 0 01-2-2v-2a2.5 2.5 0 000-5zM14 5v14"
        strokeDasharray="0"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * /khuyen-mai: the vouchers on display as tickets to save, filtered by tab, with "save by
 * code" for the hidden ones and "show more" paging. The first page comes from the loader; the
 * next ones from the same API the apps call.
 */
export function VouchersScreen({
  tab,
  initial,
  now,
  loggedIn,
}: {
  tab: VoucherTab;
  initial: VoucherPage;
  now: string;
  loggedIn: boolean;
}) {
  const t = useT();
  const toast = useToast();
  const [pages, setPages] = useState<VoucherPage[]>([initial]);
  const [loadingMore, setLoadingMore] = useState(false);
  const [code, setCode] = useState('');
  const last = pages[pages.length - 1] ?? initial;

  const replace = useCallback((voucher: VoucherView) => {
    setPages((current) =>
      current.map((page) => ({
        ...page,
        items: page.items.map((item) => (item.id === voucher.id ? voucher : item)),
      })),
    );
  }, []);
  const markFull = useCallback((id: string) => {
    setPages((current) =>
      current.map((page) => ({
        ...page,
        items: page.items.map((item) => (item.id === id ? { ...item, remainingSaves: 0 } : item)),
      })),
    );
  }, []);
  const { pending, saveById, saveByCode } = useVoucherSave(replace, markFull);

  // A voucher can move between pages while paging (one saved out elsewhere): show it once.
  const seen = new Set<string>();
  const items = pages
    .flatMap((page) => page.items)
    .filter((item) => {
      if (seen.has(item.id)) return false;
      seen.add(item.id);
      return true;
    });

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      const query = voucherListQuery(tab, last.page + 1);
      const answer = await call(client.GET('/api/v1/mobile/vouchers', { params: { query } }));
      setPages((current) => [...current, answer.data]);
    } catch {
      toast.show(t('errors.INTERNAL'), 'error');
    } finally {
      setLoadingMore(false);
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    if (await saveByCode(code.trim())) setCode('');
  };

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div>
          <h1 className={styles.title}>{t('vouchers.page.title')}</h1>
          <p className={styles.intro}>{t('vouchers.page.intro')}</p>
        </div>
        <nav className={styles.heroLinks}>
          {loggedIn && (
            <Link to="/trang-ca-nhan?tab=vouchers" className={styles.heroLink}>
              {t('vouchers.page.myVouchers')}
            </Link>
          )}
          <Link to="/uu-dai" className={styles.heroLink}>
            {t('vouchers.page.promotions')}
          </Link>
        </nav>
      </header>

      <form className={styles.codeForm} onSubmit={(event) => void submitCode(event)} noValidate>
        <label className="visually-hidden" htmlFor="voucher-code">
          {t('vouchers.code.label')}
        </label>
        <input
          id="voucher-code"
          className={styles.codeInput}
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          placeholder={t('vouchers.code.placeholder')}
          maxLength={9}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          data-testid="voucher-code-input"
        />
        <Button
          type="submit"
          loading={pending === 'code'}
          disabled={!code.trim()}
          data-testid="voucher-code-save"
        >
          {t('vouchers.code.submit')}
        </Button>
      </form>

      <nav className={styles.tabs} aria-label={t('vouchers.page.tabsLabel')}>
        {VOUCHER_TABS.map((candidate) => (
          <Link
            key={candidate}
            to={voucherTabHref(candidate)}
            className={[styles.tab, candidate === tab && styles.tabCurrent].filter(Boolean).join(' ')}
            aria-current={candidate === tab ? 'page' : undefined}
            preventScrollReset
          >
            {t(TAB_LABEL_KEY[candidate])}
          </Link>
        ))}
      </nav>

      {items.length === 0 ? (
        <EmptyState
          icon={<TicketIcon />}
          title={t('vouchers.page.empty')}
          description={t('vouchers.page.emptyBody')}
          action={
            tab !== 'all' ? (
              <Link to="/khuyen-mai" className={buttonClassName({ variant: 'secondary' })}>
                {t('vouchers.tabs.all')}
              </Link>
            ) : undefined
          }
        />
      ) : (
        <>
          <p className={styles.count}>{t('vouchers.page.count', { count: initial.total })}</p>
          <ul className={styles.list} data-testid="voucher-list">
            {items.map((voucher) => (
              <li key={voucher.id}>
                <VoucherTicket
                  voucher={voucher}
                  now={now}
                  testId={`voucher-${voucher.code}`}
                  action={
                    <SaveButton
                      voucher={voucher}
                      pending={pending === voucher.id}
                      onSave={() => saveById(voucher.id)}
                    />
                  }
                />
              </li>
            ))}
          </ul>
          {last.hasMore && (
            <Button
              variant="secondary"
              onClick={() => void loadMore()}
              loading={loadingMore}
              className={styles.more}
            >
              {t('vouchers.page.more')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}

function SaveButton({
  voucher,
  pending,
  onSave,
}: {
  voucher: VoucherView;
  pending: boolean;
  onSave: () => void;
}) {
  const t = useT();
  if (voucher.saved) {
    return (
      <span className={styles.savedMark} data-testid="voucher-saved">
        {t('vouchers.ticket.saved')}
      </span>
    );
  }
  if (voucher.remainingSaves === 0) {
    return <span className={styles.fullMark}>{t('vouchers.ticket.full')}</span>;
  }
  return (
    <Button size="sm" onClick={onSave} loading={pending} data-testid="voucher-save">
      {t('vouchers.ticket.save')}
    </Button>
  );
}
