import { linkTargetOfUrl } from '@cho-dep/core/affiliate/link-target-url';
import { formatCount } from '@cho-dep/core/format/count';
import { formatVnd } from '@cho-dep/core/format/money';
import { type FormEvent, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useLanguage, useT } from '../../lib/i18n';
import { AffiliateShell } from '../../ui/affiliate-shell/affiliate-shell';
import { Alert } from '../../ui/alert';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { Pagination } from '../../ui/pagination';
import { TextField } from '../../ui/text-field';
import styles from './affiliate.module.css';
import { makeLink } from './affiliate-api';
import type { LinkView } from './affiliate-types';
import { CopyLink } from './copy-link';
import { LINKS_HREF } from './kol-dashboard-screen';

/** The KOL's links: paste a page of the site to get its tracked link, then each link's results. */
export function LinksScreen({
  links,
}: {
  links: { items: LinkView[]; total: number; page: number; pageSize: number };
}) {
  const t = useT();
  const language = useLanguage();
  const revalidator = useRevalidator();
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [made, setMade] = useState<LinkView | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const target = linkTargetOfUrl(address);
    if (!target) {
      setError(t('affiliate.links.notOurs'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setMade(await makeLink(target));
      setAddress('');
      await revalidator.revalidate();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('errors.INTERNAL'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AffiliateShell side="kol" title={t('affiliate.links.title')}>
      <Card as="section">
        <form className={styles.maker} onSubmit={(e) => void submit(e)} noValidate>
          <TextField
            label={t('affiliate.links.makerLabel')}
            hint={t('affiliate.links.makerHint')}
            error={error ?? undefined}
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            inputMode="url"
            autoComplete="off"
            name="address"
          />
          <Button type="submit" loading={busy}>
            {t('affiliate.links.make')}
          </Button>
        </form>
        {made && (
          <div className={styles.section} data-testid="made-link">
            <Alert tone="success">
              {t('affiliate.links.made')}: {made.name}
            </Alert>
            <CopyLink url={made.url} />
          </div>
        )}
      </Card>
      {links.items.length === 0 ? (
        <EmptyState title={t('affiliate.links.emptyTitle')} description={t('affiliate.links.emptyBody')} />
      ) : (
        <ul className={styles.list}>
          {links.items.map((link) => (
            <Card as="li" key={link.id} className={styles.row} data-testid="link-row">
              {link.imageUrl ? (
                <img src={link.imageUrl} alt="" className={styles.thumb} />
              ) : (
                <span className={styles.thumb} />
              )}
              <div className={styles.rowMain}>
                <div className={styles.rowTop}>
                  <Link to={link.path} className={styles.name}>
                    {link.name}
                  </Link>
                  <Badge tone={link.available ? 'primary' : 'neutral'}>
                    {link.available
                      ? t(`affiliate.links.target.${link.target}`)
                      : t('affiliate.links.unavailable')}
                  </Badge>
                </div>
                <CopyLink url={link.url} />
                <div className={styles.figures}>
                  <span>
                    {t('affiliate.links.clicks')}: {formatCount(link.clicks, language)}
                  </span>
                  <span>
                    {t('affiliate.links.orders')}: {formatCount(link.orders, language)}
                  </span>
                  <span>
                    {t('affiliate.links.commission')}: {formatVnd(link.commission)}
                  </span>
                </div>
              </div>
            </Card>
          ))}
        </ul>
      )}
      <Pagination
        page={links.page}
        pages={Math.ceil(links.total / links.pageSize)}
        href={(page) => `${LINKS_HREF}?page=${page}`}
        label={t('affiliate.links.pages')}
      />
    </AffiliateShell>
  );
}
