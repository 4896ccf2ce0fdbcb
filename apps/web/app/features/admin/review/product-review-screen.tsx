import type { ProductReviewDetail } from '@cho-dep/api/products/admin-product-reviews';
import { formatDateTime } from '@cho-dep/core/format/date-time';
import { formatVnd } from '@cho-dep/core/format/money';
import { useLanguage, useT } from '../../../lib/i18n';
import { AdminPage } from '../../../ui/admin-page';
import { Alert } from '../../../ui/alert';
import { Badge } from '../../../ui/badge';
import styles from './admin-review.module.css';
import { DecisionPanel } from './decision-panel';
import { priceRange } from './price-range';

/** /quan-tri/san-pham/:id: the product as a buyer would see it, the facts to check, and the decision. */
export function ProductReviewScreen({ product: p }: { product: ProductReviewDetail }) {
  const t = useT();
  const language = useLanguage();
  const d = (key: string, params?: Record<string, string | number>) =>
    t(`admin.products.detail.${key}`, params);
  const date = (iso: string | null) => (iso ? formatDateTime(iso, language) : '—');
  return (
    <AdminPage title={p.name} description={`${p.shop.name} · ${p.category}`} withBreadcrumb>
      <div className={styles.detail}>
        <DecisionPanel
          target="product"
          id={p.id}
          state={{ status: p.status, rejectReason: p.rejectReason, decidedAt: p.reviewedAt }}
        >
          {p.status === 'approved' && (
            <span>
              <Badge tone={p.listed ? 'success' : 'neutral'}>{p.listed ? d('listed') : d('notListed')}</Badge>
            </span>
          )}
          {p.shopStatus !== 'approved' && <Alert tone="info">{d('shopNotOpen')}</Alert>}
        </DecisionPanel>
        <div className={styles.main}>
          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>
              {d('images')} ({p.images.length})
            </h2>
            <ul className={styles.gallery}>
              {p.images.map((image) => (
                <li key={image.url}>
                  <a href={image.url} target="_blank" rel="noreferrer">
                    <img src={image.thumbUrl} alt={image.variantOption ?? p.name} />
                  </a>
                  {image.variantOption && <span className={styles.caption}>{image.variantOption}</span>}
                </li>
              ))}
            </ul>
            {p.videoUrl && (
              // biome-ignore lint/a11y/useMediaCaption: the seller's product video has no captions to offer.
              <video className={styles.video} src={p.videoUrl} controls preload="metadata" />
            )}
          </section>

          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>{d('variants')}</h2>
            {p.options.length > 0 && (
              <dl className={styles.fields}>
                {p.options.map((option) => (
                  <div key={option.name} style={{ display: 'contents' }}>
                    <dt>{option.name}</dt>
                    <dd>{option.values.join(', ')}</dd>
                  </div>
                ))}
              </dl>
            )}
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{d('variant')}</th>
                    <th scope="col">{d('sku')}</th>
                    <th scope="col" className={styles.num}>
                      {d('price')}
                    </th>
                    <th scope="col" className={styles.num}>
                      {d('salePrice')}
                    </th>
                    <th scope="col" className={styles.num}>
                      {d('stock')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {p.variants.map((variant) => (
                    <tr key={variant.id}>
                      <td>
                        {variant.label || '—'}{' '}
                        {!variant.isActive && <Badge tone="neutral">{d('inactive')}</Badge>}
                      </td>
                      <td>{variant.sku ?? '—'}</td>
                      <td className={styles.num}>{formatVnd(variant.price)}</td>
                      <td className={styles.num}>
                        {variant.salePrice === null ? '—' : formatVnd(variant.salePrice)}
                      </td>
                      <td className={styles.num}>{variant.stock}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>

          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>{d('description')}</h2>
            <p className={styles.description}>{p.description}</p>
            {p.descriptionImages.length > 0 && (
              <ul className={styles.gallery}>
                {p.descriptionImages.map((url) => (
                  <li key={url}>
                    <img src={url} alt="" />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>

        <div className={styles.side}>
          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>{d('info')}</h2>
            <dl className={styles.fields}>
              <dt>{t('admin.products.columns.shop')}</dt>
              <dd>{p.shop.name}</dd>
              <dt>{d('category')}</dt>
              <dd>{p.category}</dd>
              <dt>{t('admin.products.columns.price')}</dt>
              <dd>{priceRange(p.priceMin, p.priceMax)}</dd>
              <dt>{d('brand')}</dt>
              <dd>{p.brand ?? '—'}</dd>
              <dt>{d('weight')}</dt>
              <dd>{d('weightValue', { grams: p.weightGrams })}</dd>
              <dt>{d('preparation')}</dt>
              <dd>{d('days', { count: p.preparationDays })}</dd>
              <dt>{d('returnDays')}</dt>
              <dd>{d('days', { count: p.returnDays })}</dd>
              <dt>{d('preOrder')}</dt>
              <dd>{p.isPreOrder ? d('yes') : d('no')}</dd>
              {p.link && (
                <>
                  <dt>{d('link')}</dt>
                  <dd>
                    <a href={p.link} target="_blank" rel="noreferrer nofollow">
                      {p.link}
                    </a>
                  </dd>
                </>
              )}
              <dt>{t('admin.products.columns.submitted')}</dt>
              <dd>{date(p.submittedAt)}</dd>
              {p.status === 'pending' && p.dueFrom && p.dueBy && (
                <>
                  <dt>{t('admin.products.columns.due')}</dt>
                  <dd className={p.overdue ? styles.danger : undefined}>
                    {t('admin.products.dueRange', { from: date(p.dueFrom), to: date(p.dueBy) })}
                  </dd>
                </>
              )}
            </dl>
          </section>
        </div>
      </div>
    </AdminPage>
  );
}
