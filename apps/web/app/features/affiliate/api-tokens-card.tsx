import { LIMITS } from '@cho-dep/core/constants/limits';
import { formatDateTime } from '@cho-dep/core/format/date-time';
import { type FormEvent, useState } from 'react';
import { useRevalidator } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useLanguage, useT } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { TextField } from '../../ui/text-field';
import styles from './affiliate.module.css';
import { createApiToken, revokeApiToken } from './affiliate-api';
import type { ApiToken } from './affiliate-types';
import { CopyLink } from './copy-link';

/** The KOL's keys for the affiliate API: make one (shown once), revoke one. */
export function ApiTokensCard({ tokens }: { tokens: ApiToken[] }) {
  const t = useT();
  const language = useLanguage();
  const revalidator = useRevalidator();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  async function create(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const made = await createApiToken(name);
      setSecret(made.token);
      setName('');
      await revalidator.revalidate();
    } catch (failure) {
      setError(
        failure instanceof ApiError ? (failure.fields[0]?.message ?? failure.message) : t('errors.INTERNAL'),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card as="section" className={styles.section}>
      <h2 className={styles.sectionTitle}>{t('affiliate.account.tokens')}</h2>
      <p className={styles.muted}>
        {t('affiliate.account.tokensIntro')} <a href="/api/docs">{t('affiliate.account.apiDocs')}</a>
      </p>
      <form className={styles.tokenForm} onSubmit={(e) => void create(e)} noValidate>
        <TextField
          label={t('affiliate.account.tokenName')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={LIMITS.affiliate.apiTokenNameMax}
          error={error ?? undefined}
          required
        />
        <Button type="submit" loading={busy} disabled={name.trim().length === 0}>
          {t('affiliate.account.createToken')}
        </Button>
      </form>
      {secret && (
        <div className={styles.section}>
          <Alert tone="info">{t('affiliate.account.tokenShown')}</Alert>
          <CopyLink url={secret} />
        </div>
      )}
      {tokens.length === 0 ? (
        <p className={styles.muted}>{t('affiliate.account.tokensEmpty')}</p>
      ) : (
        <ul className={styles.list}>
          {tokens.map((token) => (
            <li key={token.id} className={styles.rowTop}>
              <span>
                <strong>{token.name}</strong> <code>{token.prefix}…</code>
                <br />
                <span className={styles.muted}>
                  {token.lastUsedAt
                    ? t('affiliate.account.lastUsed', { time: formatDateTime(token.lastUsedAt, language) })
                    : t('affiliate.account.neverUsed')}
                </span>
              </span>
              <Button size="sm" variant="danger" onClick={() => setRevoking(token)}>
                {t('affiliate.account.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {revoking && (
        <ConfirmDialog
          title={t('affiliate.account.revoke')}
          body={t('affiliate.account.revokeConfirm', { name: revoking.name })}
          confirmLabel={t('affiliate.account.revoke')}
          cancelLabel={t('common.cancel')}
          tone="danger"
          onConfirm={async () => {
            await revokeApiToken(revoking.id);
            setRevoking(null);
            await revalidator.revalidate();
          }}
          onClose={() => setRevoking(null)}
        />
      )}
    </Card>
  );
}
