import { formatVnd } from '@cho-dep/core/format/money';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { AffiliateShell } from '../../ui/affiliate-shell/affiliate-shell';
import { Card } from '../../ui/card';
import styles from './affiliate.module.css';
import type { ApiToken, Statement } from './affiliate-types';
import { ApiTokensCard } from './api-tokens-card';

/**
 * The KOL's account: their profile (the application's channels, payout account and tax code, as
 * `profile` renders it), the monthly statements with the tax withheld, and their API keys.
 */
export function AccountScreen({
  profile,
  statements,
  tokens,
}: {
  profile: ReactNode;
  statements: Statement[];
  tokens: ApiToken[];
}) {
  const t = useT();
  return (
    <AffiliateShell side="kol" title={t('affiliate.account.title')}>
      {profile}
      <Card as="section" className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('affiliate.account.statements')}</h2>
        {statements.length === 0 ? (
          <p className={styles.muted}>{t('affiliate.account.statementEmpty')}</p>
        ) : (
          <table className={styles.table} data-testid="statements">
            <thead>
              <tr>
                <th scope="col">{t('affiliate.account.month')}</th>
                <th scope="col">{t('affiliate.account.gross')}</th>
                <th scope="col">{t('affiliate.account.pit')}</th>
                <th scope="col">{t('affiliate.account.net')}</th>
              </tr>
            </thead>
            <tbody>
              {statements.map((s) => (
                <tr key={s.month}>
                  <td>{`${s.month.slice(5, 7)}/${s.month.slice(0, 4)}`}</td>
                  <td>{formatVnd(s.gross)}</td>
                  <td>{formatVnd(s.pit)}</td>
                  <td>
                    <strong>{formatVnd(s.net)}</strong>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className={styles.muted}>{t('affiliate.account.pitRule')}</p>
      </Card>
      <ApiTokensCard tokens={tokens} />
    </AffiliateShell>
  );
}
