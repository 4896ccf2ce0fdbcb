import { useEffect, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { trackEvent } from '../../lib/tracking/track';
import { useLoginPrompt } from '../../lib/use-require-login';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { AddressBlock } from './address-block';
import styles from './checkout.module.css';
import type { CheckoutProblem, CheckoutShop, VoucherOption } from './checkout-api';
import type { CheckoutFormValues } from './checkout-form-values';
import { GuestAddressBlock } from './guest-address-block';
import { OrderColumn } from './order-column';
import { PaymentPicker } from './payment-picker';
import { PlatformVouchers } from './platform-vouchers';
import { ProblemList } from './problem-list';
import { placeProblems } from './problem-placement';
import { ShopBlock } from './shop-block';
import { useCheckoutChoices } from './use-checkout-choices';
import type { QuoteView } from './use-checkout-quote';
import { chosenCodes, chosenVoucherIds, toggleVoucher, voucherGroups } from './voucher-choice';
import { VoucherSheet } from './voucher-sheet';

/** A shop that does not take the chosen method says so in its own block too. */
function withPaymentRefusal(problems: CheckoutProblem[], shop: CheckoutShop): CheckoutProblem[] {
  const code = 'PAYMENT_METHOD_NOT_APPLIED_BY_SHOP';
  if (shop.acceptsPaymentMethod || problems.some((p) => p.code === code)) return problems;
  return [...problems, { code, shopId: shop.shopId }];
}

/**
 * The checkout with a quote: what the buyer chooses (address, each shop's delivery, voucher and
 * note, the order's vouchers, the payment method) beside the money and "Đặt hàng". The
 * server's problems show next to what fixes them.
 */
export function CheckoutLayout({ signedIn, quote: view }: { signedIn: boolean; quote: QuoteView }) {
  const t = useT();
  const { openLogin } = useLoginPrompt();
  const { choices, choose } = useCheckoutChoices();
  const { errors } = useFormState<CheckoutFormValues>({ name: 'choices.walletProvider' });
  const [sheet, setSheet] = useState<{ shopId: string | null } | null>(null);
  const { quote, error } = view;
  // A group-buy seat needs an account (a team shows its members and tells them the news): a
  // signed-out buyer is asked to sign in at once; the express item survives the login.
  const seatForGuest = !signedIn && Boolean(choices.express?.groupBuy);
  useEffect(() => {
    if (seatForGuest) openLogin();
  }, [seatForGuest, openLogin]);

  const options = quote.vouchers.options;
  const chosen = chosenVoucherIds(options, choices.voucherIds);
  const placed = placeProblems(
    quote.problems,
    quote.shops.map((s) => s.shopId),
  );
  const freeShippingChosen = options.some((o) => o.kind === 'free_shipping' && chosen.includes(o.id));
  const toggle = (option: VoucherOption) => {
    const voucherIds = toggleVoucher(chosen, option, options);
    trackEvent(voucherIds.includes(option.id) ? 'ApplyVoucher' : 'RemoveVoucher', option.id, {
      kind: option.kind,
    });
    choose({ voucherIds });
  };
  const backToBest = () => choose({ voucherIds: null });
  const sheetShop = sheet?.shopId ? quote.shops.find((s) => s.shopId === sheet.shopId) : undefined;

  return (
    <div className={styles.page} data-checkout-page>
      <h1 className={styles.heading}>{t('checkout.heading')}</h1>
      {!signedIn && (
        <div className={styles.guestBanner} data-testid="checkout-guest-login">
          <p>{t(choices.express?.groupBuy ? 'groupBuying.checkout.signIn' : 'checkout.guest.prompt')}</p>
          <Button size="sm" variant="secondary" onClick={openLogin}>
            {t('checkout.guest.login')}
          </Button>
        </div>
      )}
      {error !== null && (
        <div className={styles.formError}>
          <Alert>{error instanceof ApiError ? error.message : t('checkout.loadFailed')}</Alert>
        </div>
      )}
      <div className={styles.layout}>
        <div className={styles.main}>
          {placed.page.length > 0 && (
            <div className={styles.block}>
              <ProblemList problems={placed.page} />
            </div>
          )}
          {signedIn ? (
            <AddressBlock
              quoteAddress={quote.address}
              chosenId={choices.addressId}
              onChoose={(addressId) => choose({ addressId, shipping: {} })}
              problems={placed.address}
            />
          ) : (
            <GuestAddressBlock problems={placed.address} />
          )}
          {quote.shops.map((shop) => (
            <ShopBlock
              key={shop.shopId}
              shop={shop}
              problems={withPaymentRefusal(placed.shops[shop.shopId] ?? [], shop)}
              shopVoucherCode={chosenCodes(options, chosen, [`shop:${shop.shopId}`])[0] ?? null}
              hasShopVouchers={options.some((o) => o.kind === 'shop' && o.shopId === shop.shopId)}
              shippingPick={choices.shipping[shop.shopId]}
              freeShippingChosen={freeShippingChosen}
              onPickShipping={(pick) => choose({ shipping: { ...choices.shipping, [shop.shopId]: pick } })}
              onOpenVouchers={() => setSheet({ shopId: shop.shopId })}
              note={choices.notes[shop.shopId] ?? ''}
              onNote={(note) => choose({ notes: { ...choices.notes, [shop.shopId]: note } })}
            />
          ))}
          <PlatformVouchers
            discount={quote.totals.platformDiscount + quote.totals.shippingDiscount}
            codes={chosenCodes(options, chosen, ['platform', 'free_shipping'])}
            auto={quote.vouchers.auto}
            manual={choices.voucherIds !== null}
            bestSaving={quote.vouchers.bestSaving}
            problems={placed.vouchers}
            onOpen={() => setSheet({ shopId: null })}
            onUseBest={backToBest}
          />
          <PaymentPicker
            methods={quote.paymentMethods}
            chosen={choices.paymentMethod}
            wallet={choices.walletProvider}
            walletError={errors.choices?.walletProvider?.message}
            unavailableReason={
              // The API offers the methods every shop of the order takes.
              quote.shops.length > 1 ? t('checkout.payment.notByAllShops') : t('checkout.payment.notByShop')
            }
            problems={placed.payment}
            onlineOnly={choices.express?.groupBuy ? t('groupBuying.onlineOnly') : undefined}
            onChoose={(paymentMethod) => choose({ paymentMethod })}
            onWallet={(walletProvider) => choose({ walletProvider })}
          />
        </div>
        <OrderColumn signedIn={signedIn} view={view} />
      </div>
      {sheet && (
        <VoucherSheet
          title={
            sheetShop
              ? t('checkout.vouchers.shopSheetTitle', { name: sheetShop.shopName })
              : t('checkout.vouchers.sheetTitle')
          }
          groups={voucherGroups(options, sheet.shopId)}
          chosen={chosen}
          manual={choices.voucherIds !== null}
          bestSaving={quote.vouchers.bestSaving}
          onToggle={toggle}
          onUseBest={backToBest}
          onClose={() => setSheet(null)}
        />
      )}
    </div>
  );
}
