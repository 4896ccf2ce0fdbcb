import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { call, client } from '../../lib/api-fetch';
import { useT } from '../../lib/i18n';
import { useLoginPrompt } from '../../lib/use-require-login';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { ordersHref } from './order-format';
import styles from './orders.module.css';

/**
 * /tra-cuu-don-hang: an order by its code and the phone or e-mail it was placed with, no login
 * (the way back for a guest, or on a device without the session). One answer for any miss,
 * and the server counts every try against the visitor's address.
 */
export function OrderLookupScreen({ initialCode }: { initialCode: string }) {
  const t = useT();
  const navigate = useNavigate();
  const { loggedIn } = useLoginPrompt();
  const [code, setCode] = useState(initialCode);
  const [contact, setContact] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<'notFound' | 'limited' | 'other' | null>(null);
  const [missing, setMissing] = useState({ code: false, contact: false });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const empty = { code: code.trim() === '', contact: contact.trim() === '' };
    setMissing(empty);
    if (empty.code || empty.contact) return;
    setBusy(true);
    setFailure(null);
    try {
      const { data: found } = await call(
        client.POST('/api/v1/public/orders/lookup', { body: { code, contact } }),
      );
      navigate(`/don-hang/${found.orderId}?t=${encodeURIComponent(found.token)}`);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      setFailure(status === 404 ? 'notFound' : status === 429 ? 'limited' : 'other');
      setBusy(false);
    }
  }

  return (
    <div className={styles.page} data-testid="order-lookup">
      <h1 className={styles.title}>{t('orders.lookup.title')}</h1>
      <form className={styles.lookupForm} onSubmit={(event) => void submit(event)} noValidate>
        <p>{t('orders.lookup.intro')}</p>
        {failure && (
          <Alert tone="error">
            <span data-testid="order-lookup-error">
              {failure === 'notFound'
                ? t('orders.lookup.notFound')
                : failure === 'limited'
                  ? t('orders.lookup.limited')
                  : t('errors.INTERNAL')}
            </span>
          </Alert>
        )}
        <TextField
          label={t('orders.lookup.code')}
          hint={t('orders.lookup.codeHint')}
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          required
          error={missing.code ? t('validation.required') : undefined}
        />
        <TextField
          label={t('orders.lookup.contact')}
          name="contact"
          value={contact}
          onChange={(event) => setContact(event.target.value)}
          autoComplete="tel"
          required
          error={missing.contact ? t('validation.required') : undefined}
        />
        <Button type="submit" loading={busy} data-testid="order-lookup-submit">
          {t('orders.lookup.submit')}
        </Button>
        {loggedIn && (
          <p className={styles.muted}>
            <Link to={ordersHref('all')} className={styles.link}>
              {t('orders.lookup.signedIn')}
            </Link>
          </p>
        )}
      </form>
    </div>
  );
}
