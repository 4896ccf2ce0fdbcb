import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { buttonClassName } from '../../../ui/button';
import styles from './shop-settings.module.css';

export const SETTINGS_HREF = '/ban-hang/cai-dat';

/** A settings sub-page's title with the way back to the settings index. */
export function SettingsHead({ title }: { title: string }) {
  const t = useT();
  return (
    <div className={styles.head}>
      <h1 className={styles.title}>{title}</h1>
      <Link to={SETTINGS_HREF} className={buttonClassName({ size: 'sm', variant: 'ghost' })}>
        {t('shopSettings.back')}
      </Link>
    </div>
  );
}
