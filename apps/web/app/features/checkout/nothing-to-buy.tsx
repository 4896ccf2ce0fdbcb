import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { buttonClassName } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import styles from './checkout.module.css';

/** Nothing to check out: back to the cart, or home after an express item that no longer sells. */
export function NothingToBuy({
  express,
  problems,
}: {
  express: boolean;
  problems: readonly { code: string }[];
}) {
  const t = useT();
  const noSelection = problems.some((p) => p.code === 'NO_ITEMS_SELECTED');
  return (
    <div className={styles.page}>
      <EmptyState
        title={t('checkout.empty.title')}
        description={express ? t('checkout.empty.expressHint') : t('checkout.empty.cartHint')}
        action={
          express && !noSelection ? (
            <Link to="/" className={buttonClassName()}>
              {t('checkout.empty.home')}
            </Link>
          ) : (
            <Link to="/gio-hang" className={buttonClassName()}>
              {t('checkout.empty.toCart')}
            </Link>
          )
        }
      />
    </div>
  );
}
