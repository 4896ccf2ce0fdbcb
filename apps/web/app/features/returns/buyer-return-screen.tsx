import type { ReturnFormData } from '@cho-dep/api/returns/return-form-data';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { ReturnRequestForm } from './return-request-form';
import { ReturnStatus } from './return-status';
import styles from './returns.module.css';
import type { ReturnView } from './returns-api';

/**
 * /trang-ca-nhan/don-hang/{id}/tra-hang: the form while no request is open, else the request's
 * status page (a closed request is shown as it ended).
 */
export function BuyerReturnScreen({ form, request }: { form: ReturnFormData; request: ReturnView | null }) {
  const t = useT();
  const [current, setCurrent] = useState(request);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{current ? t('returns.detail.heading') : t('returns.form.heading')}</h1>
      <span className={styles.muted}>{t('returns.form.order', { code: form.code })}</span>
      {current ? (
        <ReturnStatus request={current} onChange={setCurrent} />
      ) : form.eligible || form.international ? (
        <ReturnRequestForm form={form} onCreated={setCurrent} />
      ) : (
        <Alert tone="info">{t('errors.RETURN_NOT_AVAILABLE')}</Alert>
      )}
      <Link to={`/trang-ca-nhan/don-hang/${form.orderId}`}>{t('returns.detail.backToOrder')}</Link>
    </div>
  );
}
