import type { AddressInput } from '@cho-dep/core/address/address-schemas';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { announceCartCount } from '../../lib/cart-events';
import { useT } from '../../lib/i18n';
import { useFormErrors } from '../../lib/use-form-errors';
import { useLoginPrompt } from '../../lib/use-require-login';
import { toAddressBody } from '../../ui/address/address-draft';
import { Alert } from '../../ui/alert';
import { Button, buttonClassName } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Spinner } from '../../ui/spinner';
import { useToast } from '../../ui/toast';
import { AddressBlock } from './address-block';
import styles from './checkout.module.css';
import { fetchCartCount, placeOrder } from './checkout-api';
import {
  type CheckoutChoices,
  draftKey,
  initialChoices,
  type ShippingPick,
  toDraftBody,
} from './checkout-draft';
import type { CheckoutProblem, CheckoutShop, PlaceOrderBody, VoucherOption } from './checkout-types';
import { type ExpressItem, forgetExpressItem, recallExpressItem, rememberExpressItem } from './express-item';
import { GuestAddressBlock } from './guest-address-block';
import { attemptFor, type SubmitAttempt } from './idempotency-key';
import { loadCheckoutValidation } from './load-checkout-validation';
import { MoneySummary, OrderBar, TermsAgreement } from './order-summary';
import { PaymentPicker } from './payment-picker';
import { PlatformVouchers } from './platform-vouchers';
import { ProblemList } from './problem-list';
import { placeProblems } from './problem-placement';
import { ShopBlock } from './shop-block';
import { useCheckoutQuote } from './use-checkout-quote';
import { useGuestDelivery } from './use-guest-delivery';
import { chosenCodes, chosenVoucherIds, toggleVoucher, voucherGroups } from './voucher-choice';
import { VoucherSheet } from './voucher-sheet';

/** Which checkout: the cart's selected lines, or one variant bought at once. */
export type CheckoutEntry =
  | { kind: 'cart' }
  /** /thanh-toan?x=true: the express item comes back from session storage after a login. */
  | { kind: 'express-flag' }
  /** /thanh-toan-2?variant=&qty=; null when the address carries no valid item. */
  | { kind: 'express'; item: ExpressItem | null };

/** A shop that does not take the chosen method says so in its own block too. */
function withPaymentRefusal(problems: CheckoutProblem[], shop: CheckoutShop): CheckoutProblem[] {
  const code = 'PAYMENT_METHOD_NOT_APPLIED_BY_SHOP';
  if (shop.acceptsPaymentMethod || problems.some((p) => p.code === code)) return problems;
  return [...problems, { code, shopId: shop.shopId }];
}

function showFirstInvalid(): void {
  const field = document.querySelector<HTMLElement>('main [aria-invalid="true"]');
  field?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  field?.focus({ preventScroll: true });
}

const subPaths = (fields: Record<string, string>, prefix: string) =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, message]) => [path.slice(prefix.length), message]),
  );

/**
 * The checkout (SPEC.md section 5, issue 4): address, one block per shop with its delivery and
 * voucher, the order's vouchers, the payment method, the money, the terms and "Đặt hàng".
 * Every change asks the server for a new quote; the server's problems show where they belong
 * and hold the order back until they are fixed.
 */
export function CheckoutScreen({ entry, signedIn }: { entry: CheckoutEntry; signedIn: boolean }) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const { openLogin } = useLoginPrompt();

  // The express item: from the address, or from session storage after the login redirect.
  const [express, setExpress] = useState<ExpressItem | null | 'pending'>(() =>
    entry.kind === 'express' ? entry.item : entry.kind === 'express-flag' ? 'pending' : null,
  );
  const entryItem = entry.kind === 'express' ? entry.item : null;
  useEffect(() => {
    if (entryItem) rememberExpressItem(entryItem);
    if (entry.kind === 'express-flag') setExpress(recallExpressItem());
  }, [entry.kind, entryItem]);

  const [choices, setChoices] = useState<CheckoutChoices>(() =>
    initialChoices(express === 'pending' ? null : express),
  );
  useEffect(() => {
    if (express !== 'pending') setChoices((c) => (c.express === express ? c : { ...c, express }));
  }, [express]);
  const choose = useCallback(
    (patch: Partial<CheckoutChoices>) => setChoices((c) => ({ ...c, ...patch })),
    [],
  );

  // A guest types the address; a new address means new fees, so delivery picks start again.
  const onGuestAddress = useCallback((address: AddressInput | null) => {
    setChoices((c) =>
      JSON.stringify(c.guestAddress) === JSON.stringify(address)
        ? c
        : { ...c, guestAddress: address, shipping: {} },
    );
  }, []);
  const guest = useGuestDelivery(!signedIn, onGuestAddress);

  // The note changes no price: it is left out of the quote.
  const quoteBody = useMemo(() => toDraftBody({ ...choices, notes: {} }), [choices]);
  const key = draftKey(quoteBody);
  const invalidExpress = entry.kind === 'express' && !entry.item;
  const ready = express !== 'pending' && !invalidExpress;
  const { quote, error, loading, current, refresh } = useCheckoutQuote(
    ready ? quoteBody : null,
    key,
    signedIn,
  );

  const [terms, setTerms] = useState(false);
  const [sheet, setSheet] = useState<{ shopId: string | null } | null>(null);
  const [showAllErrors, setShowAllErrors] = useState(false);
  const [emailRequired, setEmailRequired] = useState(false);
  const [placing, setPlacing] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const submit = useFormErrors();
  const attempt = useRef<SubmitAttempt | null>(null);

  if (invalidExpress || (quote && quote.shops.length === 0 && current)) {
    return (
      <NothingToBuy express={invalidExpress || choices.express !== null} problems={quote?.problems ?? []} />
    );
  }
  if (!quote) {
    return (
      <div className={styles.page}>
        <div className={styles.state}>
          {error ? (
            <>
              <p>{error instanceof ApiError ? error.message : t('checkout.loadFailed')}</p>
              <Button variant="neutral" onClick={refresh}>
                {t('checkout.retry')}
              </Button>
            </>
          ) : (
            <>
              <Spinner size="lg" />
              <p>{t('checkout.loading')}</p>
            </>
          )}
        </div>
      </div>
    );
  }

  const options = quote.vouchers.options;
  const chosen = chosenVoucherIds(options, choices.voucherIds);
  const placed = placeProblems(
    quote.problems,
    quote.shops.map((s) => s.shopId),
  );
  // A guest fixes "no address" by typing it: the button stays on and shows what is missing.
  const blocking = quote.problems.filter((p) => signedIn || p.code !== 'NO_DELIVERY_ADDRESS');
  const freeShippingChosen = options.some((o) => o.kind === 'free_shipping' && chosen.includes(o.id));
  const saved = quote.totals.shopDiscount + quote.totals.platformDiscount + quote.totals.shippingDiscount;

  const toggle = (option: VoucherOption) => choose({ voucherIds: toggleVoucher(chosen, option, options) });
  const backToBest = () => choose({ voucherIds: null });
  const pickShipping = (shopId: string, pick: ShippingPick) =>
    setChoices((c) => ({ ...c, shipping: { ...c.shipping, [shopId]: pick } }));

  async function place() {
    if (!quote || !current || placing) return;
    setShowAllErrors(true);
    setPlacing(true);
    try {
      const { placeOrderSchema, addressInputSchema } = await loadCheckoutValidation();
      const draft = toDraftBody(choices);
      if (!signedIn) {
        // The last keystrokes may not have reached the quote yet: quote them first.
        const typed = addressInputSchema.safeParse(toAddressBody(guest.draft));
        if (typed.success && JSON.stringify(typed.data) !== JSON.stringify(choices.guestAddress)) {
          onGuestAddress(typed.data);
          return;
        }
      }
      const email = guest.email.trim();
      const contactEmail = signedIn || email === '' ? undefined : email;
      const expectedTotal = quote.totals.totalPayment;
      // A guest's address is checked as typed, so its errors land under its fields.
      const checked = signedIn ? draft : { ...draft, address: toAddressBody(guest.draft) };
      const parsed = submit.validate(placeOrderSchema, {
        draft: checked,
        agreeTerms: terms,
        contactEmail,
        expectedTotal,
      });
      const missingEmail = !signedIn && email === '';
      setEmailRequired(missingEmail);
      if (!parsed || missingEmail) {
        // The messages render on the next frame; then take the buyer to the first one.
        requestAnimationFrame(() => requestAnimationFrame(showFirstInvalid));
        return;
      }

      const body: PlaceOrderBody = { draft, agreeTerms: true, contactEmail, expectedTotal };
      attempt.current = attemptFor(attempt.current, JSON.stringify(body));
      const result = await placeOrder(body, attempt.current.key);
      forgetExpressItem();
      if (!choices.express) void fetchCartCount().then((count) => count !== null && announceCartCount(count));
      if (result.paymentUrl) {
        setRedirecting(true);
        window.location.assign(result.paymentUrl);
        return;
      }
      navigate(`/thanh-toan/ket-qua/${encodeURIComponent(result.checkoutId)}`);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409 && failure.code === 'PRICE_CHANGED') {
        // The server's prices moved since the quote: show the new ones and let the buyer look again.
        refresh();
        toast.show(failure.message, 'error');
        return;
      }
      submit.showApiError(failure);
      // Whatever refused the order may have changed the quote's problems: ask again.
      if (failure instanceof ApiError && failure.status < 500) refresh();
    } finally {
      setPlacing(false);
    }
  }

  const guestErrors = {
    ...guest.errors,
    ...subPaths(submit.fields, 'draft.address.'),
    ...(emailRequired ? { contactEmail: t('validation.required') } : {}),
    ...(submit.fields.contactEmail ? { contactEmail: submit.fields.contactEmail } : {}),
  };
  const barNote = !current
    ? t('checkout.bar.updating')
    : blocking.length > 0
      ? t('checkout.problemsBlock')
      : null;

  const sheetShop = sheet?.shopId ? quote.shops.find((s) => s.shopId === sheet.shopId) : undefined;

  return (
    <div className={styles.page} data-checkout-page>
      <h1 className={styles.heading}>{t('checkout.heading')}</h1>
      {!signedIn && (
        <div className={styles.guestBanner} data-testid="checkout-guest-login">
          <p>{t('checkout.guest.prompt')}</p>
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
            <GuestAddressBlock
              draft={guest.draft}
              onDraftChange={guest.change}
              email={guest.email}
              onEmailChange={(value) => {
                guest.setEmail(value);
                setEmailRequired(false);
                submit.clear('contactEmail');
              }}
              errors={guestErrors}
              showAllErrors={showAllErrors}
              problems={placed.address}
            />
          )}
          {quote.shops.map((shop) => {
            const slot = [`shop:${shop.shopId}`] as const;
            return (
              <ShopBlock
                key={shop.shopId}
                shop={shop}
                problems={withPaymentRefusal(placed.shops[shop.shopId] ?? [], shop)}
                shopVoucherCode={chosenCodes(options, chosen, slot)[0] ?? null}
                hasShopVouchers={options.some((o) => o.kind === 'shop' && o.shopId === shop.shopId)}
                shippingPick={choices.shipping[shop.shopId]}
                freeShippingChosen={freeShippingChosen}
                onPickShipping={(pick) => pickShipping(shop.shopId, pick)}
                onOpenVouchers={() => setSheet({ shopId: shop.shopId })}
                note={choices.notes[shop.shopId] ?? ''}
                onNote={(note) => choose({ notes: { ...choices.notes, [shop.shopId]: note } })}
              />
            );
          })}
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
            walletError={submit.fields['draft.walletProvider']}
            unavailableReason={
              // The API offers the methods every shop of the order takes.
              quote.shops.length > 1 ? t('checkout.payment.notByAllShops') : t('checkout.payment.notByShop')
            }
            problems={placed.payment}
            onChoose={(paymentMethod) => choose({ paymentMethod })}
            onWallet={(walletProvider) => choose({ walletProvider })}
          />
        </div>
        <div className={styles.side}>
          <MoneySummary totals={quote.totals} />
          <TermsAgreement
            checked={terms}
            error={submit.fields.agreeTerms}
            onChange={(value) => {
              setTerms(value);
              submit.clear('agreeTerms');
            }}
          />
          {submit.form && <Alert>{submit.form}</Alert>}
          {redirecting && <Alert tone="info">{t('checkout.redirecting')}</Alert>}
          <OrderBar
            total={quote.totals.totalPayment}
            saved={saved}
            note={barNote}
            disabled={!current || blocking.length > 0 || redirecting}
            busy={placing || (loading && !current)}
            onPlace={() => void place()}
          />
        </div>
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

function NothingToBuy({ express, problems }: { express: boolean; problems: readonly { code: string }[] }) {
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
