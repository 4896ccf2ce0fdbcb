import { isRouteErrorResponse, useLocation } from 'react-router';
import { useT } from '../../lib/i18n';
import { buttonClassName } from '../../ui/button';
import { NotFoundView } from './error-view';
import styles from './error-view.module.css';

/**
 * A product list page whose list could not be read (product.md §8, 'Error fetching the product
 * list'): the header stays, and "try again" loads the same address again (a plain link, so it
 * works before the page's script has loaded too).
 */
export function ProductListErrorView({ retryHref }: { retryHref: string }) {
  const t = useT();
  return (
    <section className={styles.wrap} data-testid="product-list-error">
      <h1 className={styles.title}>{t('storefront.listFailed.title')}</h1>
      <p className={styles.body}>{t('storefront.listFailed.body')}</p>
      <a href={retryHref} className={`${buttonClassName()} ${styles.action}`}>
        {t('common.retry')}
      </a>
    </section>
  );
}

/** The error boundary of a product list route: an unknown list is still "not found". */
export function ProductListErrorBoundary({ error }: { error: unknown }) {
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  return <ProductListErrorView retryHref={`${location.pathname}${location.search}`} />;
}
