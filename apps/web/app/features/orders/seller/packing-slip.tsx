import type { SellerOrderDetail } from '@cho-dep/api/orders/seller-order-schemas';
import { formatDateTime } from '@cho-dep/core/format/date-time';
import { formatVnd } from '@cho-dep/core/format/money';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../../lib/i18n';
import { Button, buttonClassName } from '../../../ui/button';
import styles from './packing-slip.module.css';
import type { SlipBarcodes } from './slip-barcodes.server';

/** One Code 128 barcode with its label; the bars are an image of the code printed under them. */
function Barcode({ label, code, svg }: { label: string; code: string; svg: string }) {
  return (
    <figure className={styles.barcode}>
      <figcaption className={styles.codeLabel}>{label}</figcaption>
      <div
        className={styles.bars}
        role="img"
        aria-label={`${label}: ${code}`}
        data-testid="slip-barcode"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG drawn on the server by bwip-js from our own codes
        dangerouslySetInnerHTML={{ __html: svg }}
      />
    </figure>
  );
}

/**
 * The packing slip (/ban-hang/quan-ly-don-hang/{id}/in): one A6-to-A4 friendly sheet to stick
 * on the parcel. The order and waybill codes are printed as Code 128 barcodes (with the code
 * under the bars, for typing in by hand) and a QR code, as carriers scan them. The seller's
 * private note is left off: the slip travels with the parcel to the buyer.
 */
export function PackingSlip({ order, barcodes }: { order: SellerOrderDetail; barcodes: SlipBarcodes }) {
  const t = useT();
  const language = useLanguage();
  const quantity = order.items.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <div className={styles.screen}>
      <div className={styles.toolbar}>
        <Link
          to={`/ban-hang/quan-ly-don-hang/${order.id}`}
          className={buttonClassName({ variant: 'ghost', size: 'sm' })}
        >
          ← {t('sellerOrders.slip.back')}
        </Link>
        <Button size="sm" onClick={() => window.print()}>
          {t('sellerOrders.slip.print')}
        </Button>
      </div>

      <article className={styles.slip} aria-labelledby="slip-title">
        <header className={styles.head}>
          <h1 id="slip-title" className={styles.title}>
            {t('sellerOrders.slip.title')}
          </h1>
          <p className={styles.carrier}>{t(`sellerOrders.shipping.${order.shippingMethod}`)}</p>
        </header>

        <div className={styles.codeBox}>
          <div className={styles.codes}>
            <div className={styles.codeRows}>
              {order.waybillCode && barcodes.waybill && (
                <Barcode
                  label={t('sellerOrders.slip.waybill')}
                  code={order.waybillCode}
                  svg={barcodes.waybill}
                />
              )}
              <Barcode label={t('sellerOrders.slip.orderCode')} code={order.code} svg={barcodes.order} />
            </div>
            <div
              className={styles.qr}
              role="img"
              aria-label={t('sellerOrders.slip.qr', { code: order.waybillCode ?? order.code })}
              data-testid="slip-qr"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG drawn on the server by bwip-js from our own codes
              dangerouslySetInnerHTML={{ __html: barcodes.qr }}
            />
          </div>
          <p className={styles.small}>
            {t('sellerOrders.slip.placedAt')}: {formatDateTime(order.createdAt, language)}
          </p>
        </div>

        <div className={styles.parties}>
          <section className={styles.party} aria-labelledby="slip-sender">
            <h2 id="slip-sender" className={styles.partyTitle}>
              {t('sellerOrders.slip.sender')}
            </h2>
            <p className={styles.name}>{order.pickup.name}</p>
            <p>{order.pickup.phone}</p>
            <p>{order.pickup.line}</p>
          </section>
          <section className={styles.party} aria-labelledby="slip-recipient">
            <h2 id="slip-recipient" className={styles.partyTitle}>
              {t('sellerOrders.slip.recipient')}
            </h2>
            <p className={styles.name}>{order.recipient.name}</p>
            <p>{order.recipient.phone}</p>
            <p>{order.recipient.line}</p>
          </section>
        </div>

        <section aria-labelledby="slip-items">
          <h2 id="slip-items" className={styles.partyTitle}>
            {t('sellerOrders.slip.items')}
          </h2>
          <table className={styles.items}>
            <thead>
              <tr>
                <th scope="col">{t('sellerOrders.slip.product')}</th>
                <th scope="col" className={styles.qty}>
                  {t('sellerOrders.slip.quantity')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((line) => (
                <tr key={line.id}>
                  <td>
                    {line.productName}
                    <span className={styles.variant}> — {line.variantLabel}</span>
                  </td>
                  <td className={styles.qty}>{line.quantity}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.small}>{t('sellerOrders.slip.totalQuantity', { count: quantity })}</p>
        </section>

        <section className={styles.cod} aria-label={t('sellerOrders.slip.cod')}>
          {order.money.codAmount > 0 ? (
            <>
              <span>{t('sellerOrders.slip.cod')}</span>
              <strong className={styles.codAmount}>{formatVnd(order.money.codAmount)}</strong>
            </>
          ) : (
            <span>{t('sellerOrders.slip.noCod')}</span>
          )}
        </section>

        <section aria-labelledby="slip-notes">
          <h2 id="slip-notes" className={styles.partyTitle}>
            {t('sellerOrders.slip.notes')}
          </h2>
          {order.buyerNote && <p>{t('sellerOrders.slip.buyerNote', { note: order.buyerNote })}</p>}
          <p className={styles.small}>{t('sellerOrders.slip.checkBeforePay')}</p>
        </section>

        <footer className={styles.signature}>
          <span>{t('sellerOrders.slip.signature')}</span>
        </footer>
      </article>
    </div>
  );
}
