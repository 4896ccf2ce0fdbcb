import { formatVnd } from '@cho-dep/core/format/money';
import { STORAGE_KEYS } from '@cho-dep/core/navigation/browser-storage-keys';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { trackPurchase } from '../../lib/analytics';
import { ApiError } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { useLoginPrompt } from '../../lib/use-require-login';
import { Alert } from '../../ui/alert';
import { Badge } from '../../ui/badge';
import { Button, buttonClassName } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import type { CheckoutState } from './checkout-api';
import { payAgain } from './checkout-api';
import { formatDeadline } from './checkout-dates';
import { CheckoutIcon, type CheckoutIconName } from './checkout-icons';
import styles from './result.module.css';
import type { PaymentReturn } from './result-polling';
import { useCheckoutStatus } from './use-checkout-status';

const STATE_ICON: Record<CheckoutState, CheckoutIconName> = {
  awaiting_payment: 'clock',
  paid: 'check',
  cod: 'check',
  cancelled: 'cross',
};

/**
 * The order result (/thanh-toan/ket-qua/{checkoutId}): paid, cash on delivery, awaiting payment
 * (with the deadline and "Thanh toán lại") or cancelled, the order of each shop, and for a
 * guest the quick-account offer. Coming back from the gateway the state may lag the payment
 * by a moment (only the provider's IPN changes it), so the page asks again for a while.
 */
export function ResultScreen({
  checkoutId,
  paymentReturn,
  signedIn,
  token = null,
}: {
  checkoutId: string;
  paymentReturn: PaymentReturn;
  signedIn: boolean;
  /** The token of the gateway's return address: the result reads without a session. */
  token?: string | null;
}) {
  const t = useT();
  const { openLogin } = useLoginPrompt();
  const { status, failure, polling, reload } = useCheckoutStatus(checkoutId, token, paymentReturn);
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);

  // The purchase analytics event (product.md §7) once the order is a success: paid, or COD.
  useEffect(() => {
    if (status?.state !== 'paid' && status?.state !== 'cod') return;
    trackPurchase({
      transactionId: status.checkoutId,
      revenue: status.totalPayment,
      items: status.orders.map((order) => ({
        id: order.code,
        name: order.shopName,
        price: order.total,
        quantity: order.itemCount,
      })),
    });
  }, [status]);

  async function pay() {
    setPaying(true);
    setPayError(null);
    try {
      const url = await payAgain(checkoutId, token);
      if (!url) throw new Error('no payment link');
      window.location.assign(url);
    } catch (error) {
      setPayError(error instanceof ApiError ? error.message : t('errors.PAYMENT_LINK_FAILED'));
      setPaying(false);
      reload();
    }
  }

  if (!status) {
    // Without a session (or with another one) the checkout is not this browser's to read: not
    // an error, the order is still there, by its code (lookup) or after logging in.
    const unknown =
      failure instanceof ApiError &&
      (failure.status === 404 || failure.status === 403 || failure.status === 401);
    return (
      <div className={styles.page}>
        <div className={styles.state}>
          {failure ? (
            unknown ? (
              <>
                <p data-testid="result-unknown">{t('checkout.result.notFound')}</p>
                <p>{t('checkout.result.notFoundHint')}</p>
                <div className={styles.actions}>
                  <Link to="/tra-cuu-don-hang" className={buttonClassName()}>
                    {t('checkout.result.lookup')}
                  </Link>
                  <LoginOrContinue offerLogin={!signedIn} onLogin={openLogin} />
                </div>
              </>
            ) : (
              <>
                <p>{t('checkout.loadFailed')}</p>
                <Button variant="neutral" onClick={reload}>
                  {t('checkout.retry')}
                </Button>
              </>
            )
          ) : (
            <Spinner size="lg" />
          )}
        </div>
      </div>
    );
  }

  const { state } = status;
  const body =
    state === 'awaiting_payment'
      ? status.paymentDeadline
        ? t('checkout.result.bodies.awaiting_payment', { deadline: formatDeadline(status.paymentDeadline) })
        : t('checkout.result.bodies.awaiting_payment_no_deadline')
      : state === 'cod'
        ? t('checkout.result.bodies.cod', { amount: formatVnd(status.totalPayment) })
        : t(`checkout.result.bodies.${state}`);

  return (
    <div className={styles.page}>
      <section className={styles.hero} data-state={state}>
        <span className={styles.icon}>
          <CheckoutIcon name={STATE_ICON[state]} size={32} />
        </span>
        <h1 className={styles.title} data-testid="result-state" data-state={state}>
          {t(`checkout.result.states.${state}`)}
        </h1>
        <p className={styles.body}>{body}</p>
        {state === 'awaiting_payment' && (paymentReturn === 'cancelled' || paymentReturn === 'failed') && (
          <Alert tone="error">
            <span data-testid="payment-return">{t(`checkout.result.payment.${paymentReturn}`)}</span>
          </Alert>
        )}
        {polling && paymentReturn === 'success' && (
          <p className={styles.confirming}>
            <Spinner size="sm" decorative /> {t('checkout.result.confirming')}
          </p>
        )}
        {payError && <Alert>{payError}</Alert>}
        <dl className={styles.facts}>
          <dt>{t('checkout.result.total')}</dt>
          <dd data-testid="result-total">{formatVnd(status.totalPayment)}</dd>
          <dt>{t('checkout.result.method')}</dt>
          <dd>
            {status.walletProvider
              ? t(`checkout.payment.wallets.${status.walletProvider}`)
              : t(`checkout.payment.methods.${status.paymentMethod}`)}
          </dd>
          {state === 'awaiting_payment' && status.paymentDeadline && (
            <>
              <dt>{t('checkout.result.deadline')}</dt>
              <dd data-testid="result-deadline">{formatDeadline(status.paymentDeadline)}</dd>
            </>
          )}
        </dl>
        <div className={styles.actions}>
          {state === 'awaiting_payment' && (
            <Button onClick={() => void pay()} loading={paying} data-testid="pay-again">
              {t('checkout.result.payAgain')}
            </Button>
          )}
          {signedIn && status.owned && (
            <Link to="/trang-ca-nhan/don-hang" className={buttonClassName({ variant: 'secondary' })}>
              {t('checkout.result.myOrders')}
            </Link>
          )}
          <LoginOrContinue
            offerLogin={!signedIn && !status.guest}
            onLogin={openLogin}
            loginTestId="result-login"
          />
        </div>
        {status.contactEmail && state !== 'cancelled' && (
          <p className={styles.note}>{t('checkout.result.emailSent', { email: status.contactEmail })}</p>
        )}
        {!signedIn && !status.guest && (
          <p className={styles.note} data-testid="result-login-prompt">
            {t('checkout.result.loginPrompt')}
          </p>
        )}
        {!(signedIn && status.owned) && (
          <p className={styles.note}>
            <Link to="/tra-cuu-don-hang" data-testid="result-lookup">
              {t('checkout.result.lookup')}
            </Link>
          </p>
        )}
      </section>
      <section className={styles.orders} aria-labelledby="result-orders-title">
        <h2 className={styles.ordersTitle} id="result-orders-title">
          {t('checkout.result.orders')}
        </h2>
        <ul className={styles.orderList}>
          {status.orders.map((order) => (
            <li key={order.id} className={styles.order} data-testid="result-order">
              {order.firstImage ? (
                <img className={styles.thumb} src={order.firstImage} alt="" width={56} height={56} />
              ) : (
                <span className={styles.thumb} aria-hidden="true" />
              )}
              <div className={styles.orderInfo}>
                <p className={styles.shop}>{order.shopName}</p>
                <p className={styles.code} data-testid="result-order-code">
                  {t('checkout.result.orderCode', { code: order.code })}
                </p>
                <p className={styles.meta}>
                  <Badge tone={order.status === 'cancelled' ? 'danger' : 'info'}>
                    {t(`checkout.orderStatus.${order.status}`, { defaultValue: order.status })}
                  </Badge>
                  <Badge tone={order.paymentStatus === 'paid' ? 'success' : 'neutral'}>
                    {t(`checkout.paymentStatus.${order.paymentStatus}`, {
                      defaultValue: order.paymentStatus,
                    })}
                  </Badge>
                </p>
                <p className={styles.orderFoot}>
                  <span>
                    {t('checkout.result.itemCount', { count: order.itemCount })}
                    {' · '}
                    <strong>{formatVnd(order.total)}</strong>
                  </span>
                  <Link
                    to={
                      // The buyer's own order page needs the session that owns it; anyone
                      // else (a guest, a buyer back without the session) gets the signed page.
                      signedIn && status.owned && !status.guest
                        ? `/trang-ca-nhan/don-hang/${encodeURIComponent(order.id)}`
                        : order.signedPath
                    }
                    data-testid="result-order-link"
                  >
                    {t('checkout.result.viewOrder')}
                  </Link>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      {status.guest && status.owned && !signedIn && state !== 'cancelled' && (
        <GuestAccountPrompt checkoutId={checkoutId} email={status.contactEmail} />
      )}
    </div>
  );
}

/** "Order success without login" (product.md §2): a quick account with the order's e-mail. */
/** The page's closing actions: a login when it would show more, and back to shopping. */
function LoginOrContinue({
  offerLogin,
  onLogin,
  loginTestId,
}: {
  offerLogin: boolean;
  onLogin: () => void;
  loginTestId?: string;
}) {
  const t = useT();
  return (
    <>
      {offerLogin && (
        <Button variant="secondary" onClick={onLogin} data-testid={loginTestId}>
          {t('checkout.result.login')}
        </Button>
      )}
      <Link to="/" className={buttonClassName({ variant: 'neutral' })}>
        {t('checkout.result.continue')}
      </Link>
    </>
  );
}

function GuestAccountPrompt({ checkoutId, email }: { checkoutId: string; email: string | null }) {
  const t = useT();
  const { openQuickAccount } = useLoginPrompt();
  // Once per checkout in a session: coming back from the gateway does not ask again.
  const [open, setOpen] = useState(() => !wasPrompted(checkoutId));
  useEffect(() => markPrompted(checkoutId), [checkoutId]);
  return (
    <Modal
      open={open}
      onClose={() => setOpen(false)}
      title={t('checkout.result.guest.title')}
      footer={
        <>
          <Button variant="neutral" onClick={() => setOpen(false)} data-testid="guest-account-later">
            {t('checkout.result.guest.later')}
          </Button>
          <Button
            onClick={() => {
              setOpen(false);
              openQuickAccount(email ?? '');
            }}
            data-testid="guest-create-account"
            data-autofocus
          >
            {t('checkout.result.guest.create')}
          </Button>
        </>
      }
    >
      <div className={styles.prompt} data-testid="guest-account-prompt">
        <span className={styles.promptIcon}>
          <CheckoutIcon name="check" size={28} />
        </span>
        {email && <p>{t('checkout.result.guest.emailSent', { email })}</p>}
        <p>{t('checkout.result.guest.body')}</p>
      </div>
    </Modal>
  );
}

function promptedIds(): string[] {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.guestAccountPrompted) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function wasPrompted(checkoutId: string): boolean {
  return promptedIds().includes(checkoutId);
}

function markPrompted(checkoutId: string): void {
  try {
    const ids = promptedIds();
    if (!ids.includes(checkoutId)) {
      window.sessionStorage.setItem(STORAGE_KEYS.guestAccountPrompted, JSON.stringify([...ids, checkoutId]));
    }
  } catch {
    // Storage off: the offer shows on every visit, which is harmless.
  }
}
