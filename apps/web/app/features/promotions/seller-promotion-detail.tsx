import type { SellerPromotionDetail } from '@cho-dep/api/promotions/seller-promotion-schemas';
import { formatVnd } from '@cho-dep/core/format/money';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n';
import { Badge, type BadgeTone } from '../../ui/badge';
import { buttonClassName } from '../../ui/button';
import styles from '../../ui/seller-marketing.module.css';
import { ProgramPeriod } from './program-parts';
import { PromotionActions } from './promotion-actions';
import { PROMOTIONS_HREF } from './seller-promotion-api';
import own from './seller-promotions.module.css';

const PHASE_TONE: Record<SellerPromotionDetail['phase'], BadgeTone> = {
  upcoming: 'info',
  running: 'success',
  ended: 'neutral',
};

/** /ban-hang/chuong-trinh-cua-toi/chi-tiet/{id}: the program, its items and what each has sold. */
export function SellerPromotionDetailScreen({ promotion: p }: { promotion: SellerPromotionDetail }) {
  const t = useT();
  const _language = useLanguage();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const listHref = `${PROMOTIONS_HREF}?type=${p.kind}&tab=${p.phase}`;
  return (
    <div className={styles.screen}>
      <div className={styles.head}>
        <div className={styles.rowHead}>
          <h1 className={styles.title}>{p.name}</h1>
          <Badge tone={PHASE_TONE[p.phase]}>{t(`sellerPromotions.tabs.${p.phase}`)}</Badge>
          <Badge tone="neutral">{t(`sellerPromotions.type.${p.kind}`)}</Badge>
        </div>
        <div className={styles.actions}>
          <Link to={listHref} className={buttonClassName({ size: 'sm', variant: 'ghost' })}>
            {t('sellerPromotions.form.back')}
          </Link>
          {p.phase === 'upcoming' && (
            <Link
              to={`${PROMOTIONS_HREF}/cap-nhat/${p.id}?type=${p.kind}`}
              className={buttonClassName({ size: 'sm', variant: 'secondary' })}
            >
              {t('sellerPromotions.actions.edit')}
            </Link>
          )}
          <PromotionActions
            promotion={p}
            onDone={(what) =>
              what === 'ended'
                ? void revalidator.revalidate()
                : navigate(`${PROMOTIONS_HREF}?type=${p.kind}&tab=${p.phase}`)
            }
          />
        </div>
      </div>
      <ProgramPeriod program={p} />
      <section className={styles.panel}>
        <h2 className={styles.sectionTitle}>{t('sellerPromotions.detail.cover')}</h2>
        {p.coverUrl ? (
          <img className={own.cover} src={p.coverUrl} alt="" width={600} height={200} />
        ) : (
          <p className={styles.meta}>{t('sellerPromotions.detail.noCover')}</p>
        )}
      </section>
      <section className={styles.panel}>
        <h2 className={styles.sectionTitle}>
          {t('sellerPromotions.detail.items')} ({p.items.length})
        </h2>
        <ul className={own.pickerList}>
          {p.items.map((i) => (
            <li key={`${i.productId}:${i.variantId ?? ''}`} className={own.item}>
              <div className={own.itemHead}>
                {i.image ? (
                  <img className={own.thumb} src={i.image} alt="" width={56} height={56} loading="lazy" />
                ) : (
                  <span className={own.thumb} aria-hidden="true" />
                )}
                <div>
                  <p className={own.itemName}>
                    {i.variantLabel ? `${i.productName} · ${i.variantLabel}` : i.productName}
                  </p>
                  <p className={styles.meta}>
                    <span className={own.promoPrice}>{formatVnd(i.discountedPrice)}</span>
                    <span className={own.strike}>{formatVnd(i.originalPrice)}</span>
                    <Badge tone="danger">-{i.discountPercent}%</Badge>
                  </p>
                </div>
                <span />
              </div>
              <p className={styles.meta}>
                <span>{t('sellerPromotions.detail.sold', { sold: i.soldCount, stock: i.stock })}</span>
                {i.maxDiscount !== null && (
                  <span>
                    {t('sellerPromotions.detail.maxDiscount', { amount: formatVnd(i.maxDiscount) })}
                  </span>
                )}
                {i.buyerPrice !== i.discountedPrice && (
                  <span className={own.promoPrice}>
                    {t('sellerPromotions.detail.buyerPrice', { price: formatVnd(i.buyerPrice) })}
                  </span>
                )}
                {i.perOrderLimit !== null && (
                  <span>{t('sellerPromotions.detail.perOrder', { count: i.perOrderLimit })}</span>
                )}
                {i.perUserLimit !== null && (
                  <span>{t('sellerPromotions.detail.perUser', { count: i.perUserLimit })}</span>
                )}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
