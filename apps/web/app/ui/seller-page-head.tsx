import { Link } from 'react-router';
import { buttonClassName } from './button';
import styles from './seller-marketing.module.css';

/** The top of a seller-centre form or detail page: its title and the way back to the list. */
export function SellerPageHead({
  title,
  backHref,
  backLabel,
}: {
  title: string;
  backHref: string;
  backLabel: string;
}) {
  return (
    <div className={styles.head}>
      <h1 className={styles.title}>{title}</h1>
      <Link to={backHref} className={buttonClassName({ size: 'sm', variant: 'ghost' })}>
        {backLabel}
      </Link>
    </div>
  );
}
