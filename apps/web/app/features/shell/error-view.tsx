import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { buttonClassName } from '../../ui/button';
import styles from './error-view.module.css';

/** product.md §2: the 404 screen reads 'This page could not be found.', in the page's language. */
export function NotFoundView() {
  const t = useT();
  return (
    <section className={styles.wrap}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{t('common.notFound.title')}</h1>
      <p className={styles.body}>{t('common.notFound.body')}</p>
      <Link to="/" className={`${buttonClassName()} ${styles.action}`}>
        {t('common.notFound.home')}
      </Link>
    </section>
  );
}

/** Any other failure: no details (they stay in the server log), a way home. */
export function ErrorView() {
  const t = useT();
  return (
    <section className={styles.wrap}>
      <h1 className={styles.title}>{t('common.error.title')}</h1>
      <p className={styles.body}>{t('common.error.body')}</p>
      <a href="/" className={`${buttonClassName()} ${styles.action}`}>
        {t('common.notFound.home')}
      </a>
    </section>
  );
}
