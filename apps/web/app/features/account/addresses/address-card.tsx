import { useT } from '../../../lib/i18n';
import type { SavedAddress } from '../../../ui/address/address-api';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import styles from './addresses.module.css';

export function AddressCard({
  address,
  busy,
  onEdit,
  onDelete,
  onMakeDefault,
}: {
  address: SavedAddress;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}) {
  const t = useT();
  return (
    <li className={styles.card} data-testid="address-card">
      <div className={styles.cardHead}>
        <p className={styles.recipient}>
          <span className={styles.name}>{address.name}</span>
          <span className={styles.phone}>{address.phoneDisplay ?? address.phone}</span>
        </p>
        <div className={styles.cardActions}>
          <Button
            size="sm"
            variant="ghost"
            onClick={onEdit}
            aria-label={`${t('account.addresses.edit')}: ${address.name}`}
          >
            {t('account.addresses.edit')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={onDelete}
            aria-label={`${t('account.addresses.delete')}: ${address.name}`}
          >
            {t('account.addresses.delete')}
          </Button>
        </div>
      </div>
      <p className={styles.line}>{address.fullAddress}</p>
      <p className={styles.meta}>
        {t(`account.addresses.types.${address.type}`)} ·{' '}
        {t(`account.addresses.deliveryTimes.${address.deliveryTime}`)}
      </p>
      <div className={styles.cardFoot}>
        <div className={styles.badges}>
          {address.isDefault && <Badge tone="primary">{t('account.addresses.badges.default')}</Badge>}
          {address.isPickup && <Badge>{t('account.addresses.badges.pickup')}</Badge>}
          {address.isDefaultReturn && <Badge>{t('account.addresses.badges.defaultReturn')}</Badge>}
        </div>
        {!address.isDefault && (
          <Button size="sm" variant="secondary" onClick={onMakeDefault} loading={busy}>
            {t('account.addresses.setDefault')}
          </Button>
        )}
      </div>
    </li>
  );
}
