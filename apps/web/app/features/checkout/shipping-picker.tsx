import { formatVnd } from '@cho-dep/core/format/money';
import { useId } from 'react';
import { useT } from '../../lib/i18n';
import type { CheckoutShop, ShippingOption } from './checkout-api';
import { formatDayMonth } from './checkout-dates';
import type { ShippingPick } from './checkout-draft';
import { expressAvailable, pickExpress, pickMethod, shippingRows } from './shipping-choices';
import styles from './shop-block.module.css';

const KNOWN_REASONS = new Set([
  'address_not_served',
  'express_not_available',
  'missing_pickup_address',
  'not_offered',
]);

/**
 * A shop's delivery: one radio per carrier (GHN, GHTK, the shop's own) with its fee and time,
 * unavailable ones disabled with the reason, and an express switch when a carrier offers it.
 * Express and free-shipping vouchers do not go together; the switch says so.
 */
export function ShippingPicker({
  shop,
  picked,
  freeShippingChosen,
  onPick,
}: {
  shop: CheckoutShop;
  /** The buyer's own pick, shown at once while the quote for it is on its way. */
  picked: ShippingPick | undefined;
  /** A free-shipping voucher is in use: turning express on will drop its discount here. */
  freeShippingChosen: boolean;
  onPick: (pick: ShippingPick) => void;
}) {
  const t = useT();
  const name = useId();
  const rows = shippingRows(shop.shippingOptions);
  const current = picked ?? shop.shipping;
  const canExpress = expressAvailable(shop);
  const express = current?.express ?? false;

  const reasonOf = (option: ShippingOption | null) => {
    const reason = option?.reason;
    return t(`checkout.shippingReasons.${reason && KNOWN_REASONS.has(reason) ? reason : 'unknown'}`);
  };

  const eta = (option: ShippingOption) =>
    option.etaDays ? t('checkout.shop.etaDays', { min: option.etaDays.min, max: option.etaDays.max }) : null;

  return (
    <fieldset className={styles.shipping}>
      <legend className={styles.label}>{t('checkout.shop.shipping')}</legend>
      {rows.length === 0 && <p className={styles.muted}>{t('checkout.shop.noShipping')}</p>}
      <div className={styles.options}>
        {rows.map((row) => {
          // The option shown for a carrier follows the express switch.
          const option = express && row.express ? row.express : row.standard;
          const usable = Boolean(option?.available);
          const checked = current?.method === row.method;
          return (
            <label
              key={row.method}
              className={styles.option}
              data-testid={`shipping-option-${row.method}`}
              data-disabled={usable ? undefined : 'true'}
            >
              <input
                type="radio"
                name={name}
                value={row.method}
                checked={checked}
                disabled={!usable}
                onChange={() => onPick(pickMethod(shop, row.method))}
              />
              <span className={styles.optionText}>
                <span className={styles.optionName}>{t(`checkout.shippingMethods.${row.method}`)}</span>
                {usable && option ? (
                  <span className={styles.muted}>{eta(option)}</span>
                ) : (
                  <span className={styles.reason}>{reasonOf(option)}</span>
                )}
              </span>
              {usable && option && option.fee !== null && (
                <span className={styles.fee}>
                  {option.fee === 0 ? t('checkout.shop.free') : formatVnd(option.fee)}
                </span>
              )}
            </label>
          );
        })}
      </div>
      {shop.deliveryEstimate && (
        <p className={styles.estimate} data-testid="delivery-estimate">
          {t('checkout.shop.etaDates', {
            from: formatDayMonth(shop.deliveryEstimate.from),
            to: formatDayMonth(shop.deliveryEstimate.to),
          })}
        </p>
      )}
      {rows.some((row) => row.express) && (
        <div className={styles.express}>
          <label className={styles.switch} data-testid="shipping-express">
            <input
              type="checkbox"
              checked={express}
              disabled={!canExpress && !express}
              onChange={(event) => {
                const pick = pickExpress(shop, event.target.checked);
                if (pick) onPick(pick);
              }}
            />
            <span className={styles.optionName}>{t('checkout.shop.express')}</span>
          </label>
          <p className={express && freeShippingChosen ? styles.reason : styles.muted}>
            {!canExpress && !express
              ? t('checkout.shippingReasons.express_not_available')
              : express && freeShippingChosen
                ? t('checkout.shop.expressConflict')
                : t('checkout.shop.expressHint')}
          </p>
        </div>
      )}
    </fieldset>
  );
}
