import { orderLookupSchema } from '@cho-dep/core/orders/order-lookup';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { call, client } from '../../lib/api-fetch';
import { useSchemaForm } from '../../lib/form/use-schema-form';
import { useT } from '../../lib/i18n';
import { useLoginPrompt } from '../../lib/use-require-login';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { ordersHref } from './order-format';
import styles from './order-lookup-screen.module.css';
import shared from './orders.module.css';

/**
 * /tra-cuu-don-hang: an order by its code and the phone or e-mail it was placed with, no login
 * (the way back for a guest, or on a device without the session). One answer for any miss,
 * and the server counts every try against the visitor's address.
 */
export function OrderLookupScreen({ initialCode }: { initialCode: string }) {
  const t = useT();
  const navigate = useNavigate();
  const { loggedIn } = useLoginPrompt();
  const [failure, setFailure] = useState<'notFound' | 'limited' | 'other' | null>(null);
  const form = useSchemaForm(orderLookupSchema, { defaultValues: { code: initialCode, contact: '' } });

  // Any miss reads the same (not found, too many tries, or a failure), never which part was wrong.
  const lookUp = form.submit(async (body) => {
    setFailure(null);
    try {
      const { data: found } = await call(client.POST('/api/v1/public/orders/lookup', { body }));
      await navigate(`/don-hang/${found.orderId}?t=${encodeURIComponent(found.token)}`);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      setFailure(status === 404 ? 'notFound' : status === 429 ? 'limited' : 'other');
    }
  });

  return (
    <div className={shared.page} data-testid="order-lookup">
      <h1 className={shared.title}>{t('orders.lookup.title')}</h1>
      <form ref={form.formRef} className={styles.lookupForm} onSubmit={lookUp} noValidate>
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
          {...form.register('code')}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          required
          error={form.fieldError('code')}
        />
        <TextField
          label={t('orders.lookup.contact')}
          {...form.register('contact')}
          autoComplete="tel"
          required
          error={form.fieldError('contact')}
        />
        <Button type="submit" loading={form.formState.isSubmitting} data-testid="order-lookup-submit">
          {t('orders.lookup.submit')}
        </Button>
        {loggedIn && (
          <p className={shared.muted}>
            <Link to={ordersHref('all')} className={shared.link}>
              {t('orders.lookup.signedIn')}
            </Link>
          </p>
        )}
      </form>
    </div>
  );
}
