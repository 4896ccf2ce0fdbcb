import { LIMITS } from '@cho-dep/core/constants/limits';
import { formatVnd } from '@cho-dep/core/format/money';
import { useT } from '../../lib/i18n';
import { Badge } from '../../ui/badge';
import { Chevron } from '../../ui/chevron';
import { TextField } from '../../ui/text-field';
import type { CheckoutLine, CheckoutProblem, CheckoutShop } from './checkout-api';
import type { ShippingPick } from './checkout-draft';
import { CheckoutIcon } from './checkout-icons';
import { ProblemList } from './problem-list';
import { ShippingPicker } from './shipping-picker';
import styles from './shop-block.module.css';

/**
 * One shop's part of the order (one order per shop): its lines, its delivery, its voucher and
 * what it comes to. Problems about this shop (no pickup address, a promotion limit, a payment
 * method it does not take) show here.
 */
export function ShopBlock({
  shop,
  problems,
  shopVoucherCode,
  hasShopVouchers,
  shippingPick,
  freeShippingChosen,
  onPickShipping,
  onOpenVouchers,
  note,
  onNote,
}: {
  shop: CheckoutShop;
  shippingPick: ShippingPick | undefined;
  problems: readonly CheckoutProblem[];
  /** The shop voucher in use, if any (what it takes off is the quote's shopDiscount). */
  shopVoucherCode: string | null;
  /** The buyer has some voucher of this shop (usable or not) to pick from. */
  hasShopVouchers: boolean;
  freeShippingChosen: boolean;
  onPickShipping: (pick: ShippingPick) => void;
  onOpenVouchers: () => void;
  /** The buyer's note to this seller ("Lời nhắn cho người bán"). */
  note: string;
  onNote: (note: string) => void;
}) {
  const t = useT();
  const count = shop.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <section
      className={styles.shop}
      data-testid="checkout-shop"
      data-shop-id={shop.shopId}
      aria-label={t('checkout.shop.label', { name: shop.shopName })}
    >
      <h2 className={styles.shopName}>
        <CheckoutIcon name="store" />
        {shop.shopName}
      </h2>
      <ul className={styles.lines}>
        {shop.items.map((line) => (
          <Line key={line.variantId} line={line} />
        ))}
      </ul>
      <ProblemList problems={problems} />
      <ShippingPicker
        shop={shop}
        picked={shippingPick}
        freeShippingChosen={freeShippingChosen}
        onPick={onPickShipping}
      />
      {hasShopVouchers && (
        <button type="button" className={styles.row} onClick={onOpenVouchers} data-testid="shop-voucher-open">
          <span className={styles.rowLabel}>
            <CheckoutIcon name="ticket" size={18} />
            {t('checkout.shop.voucher')}
          </span>
          <span className={shopVoucherCode ? styles.rowValueActive : styles.rowValue}>
            {shop.shopDiscount > 0
              ? t('checkout.shop.voucherChosen', { amount: formatVnd(shop.shopDiscount) })
              : (shopVoucherCode ?? t('checkout.shop.voucherPick'))}
            <Chevron direction="right" />
          </span>
        </button>
      )}
      <div className={styles.note}>
        <TextField
          label={t('checkout.note.label')}
          placeholder={t('checkout.note.placeholder')}
          name={`note-${shop.shopId}`}
          value={note}
          maxLength={LIMITS.checkout.noteMax}
          onChange={(event) => onNote(event.target.value)}
          data-testid="checkout-note"
        />
      </div>
      <p className={styles.subtotal}>
        <span>{t('checkout.shop.subtotal', { count })}</span>
        <strong data-testid="shop-total">{formatVnd(shop.total)}</strong>
      </p>
    </section>
  );
}

function Line({ line }: { line: CheckoutLine }) {
  const t = useT();
  const reduced = line.originalPrice > line.unitPrice;
  return (
    <li className={styles.line} data-testid="checkout-line">
      {line.image ? (
        <img className={styles.thumb} src={line.image} alt="" width={64} height={64} loading="lazy" />
      ) : (
        <span className={styles.thumb} aria-hidden="true" />
      )}
      <div className={styles.lineInfo}>
        <p className={styles.lineName}>{line.productName}</p>
        {line.variantLabel && <p className={styles.variant}>{line.variantLabel}</p>}
        <p className={styles.linePrice}>
          <span>
            {formatVnd(line.unitPrice)}
            {reduced && <del className={styles.original}>{formatVnd(line.originalPrice)}</del>}
            {line.promotion && <Badge tone="primary">{t('checkout.shop.promotion')}</Badge>}
          </span>
          <span className={styles.quantity}>x{line.quantity}</span>
        </p>
      </div>
    </li>
  );
}
