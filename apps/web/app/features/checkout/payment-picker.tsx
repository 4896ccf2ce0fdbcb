import type { PaymentMethod, WalletProvider } from '@cho-dep/core/checkout/payment-methods';
import { WALLET_PROVIDERS } from '@cho-dep/core/checkout/payment-methods';
import { useT } from '../../lib/i18n';
import styles from './checkout.module.css';
import type { CheckoutProblem } from './checkout-api';
import { CheckoutIcon } from './checkout-icons';
import { groupPaymentMethods, type PaymentChoice } from './payment-groups';
import pay from './payment-picker.module.css';
import { ProblemList } from './problem-list';

/**
 * The eight payment methods in five groups: cash on delivery, e-wallet (then MoMo or ZaloPay),
 * VNPay QR, domestic ATM card, international cards. A method the order cannot use is disabled
 * with the reason; problems (a shop that does not take the method, methods that cannot be
 * mixed in one checkout) show under the list.
 */
export function PaymentPicker({
  methods,
  chosen,
  wallet,
  walletError,
  unavailableReason,
  problems,
  onlineOnly,
  onChoose,
  onWallet,
}: {
  methods: readonly { method: PaymentMethod; available: boolean }[];
  chosen: PaymentMethod;
  wallet: WalletProvider;
  walletError?: string;
  /** Why a disabled method is disabled, in words. */
  unavailableReason: string;
  problems: readonly CheckoutProblem[];
  /** Why cash on delivery is not offered at all (a group-buy seat), in one line; it is hidden then. */
  onlineOnly?: string;
  onChoose: (method: PaymentMethod) => void;
  onWallet: (wallet: WalletProvider) => void;
}) {
  const t = useT();
  const groups = groupPaymentMethods(methods).filter((g) => !(onlineOnly && g.group === 'cod'));

  const radio = (choice: PaymentChoice, label: string, hint?: string) => (
    <label
      key={choice.method}
      className={pay.method}
      data-testid={`payment-${choice.method}`}
      data-disabled={choice.available ? undefined : 'true'}
    >
      <input
        type="radio"
        name="payment-method"
        value={choice.method}
        checked={chosen === choice.method}
        disabled={!choice.available}
        onChange={() => onChoose(choice.method)}
      />
      <span className={pay.text}>
        <span className={pay.name}>{label}</span>
        {choice.available ? (
          hint && <span className={pay.hint}>{hint}</span>
        ) : (
          <span className={pay.reason}>{unavailableReason}</span>
        )}
      </span>
    </label>
  );

  return (
    <section className={styles.block} aria-labelledby="checkout-payment-title" data-testid="checkout-payment">
      <h2 className={styles.blockTitle} id="checkout-payment-title">
        <CheckoutIcon name="wallet" />
        {t('checkout.payment.title')}
      </h2>
      {onlineOnly && (
        <p className={pay.hint} data-testid="payment-online-only">
          {onlineOnly}
        </p>
      )}
      <div className={pay.groups} role="radiogroup" aria-labelledby="checkout-payment-title">
        {groups.map(({ group, methods: choices }) => {
          if (group === 'card') {
            return (
              <div key={group} className={pay.group}>
                <p className={pay.groupTitle}>{t('checkout.payment.groups.card')}</p>
                <p className={pay.hint}>{t('checkout.payment.hints.card')}</p>
                <div className={pay.cards}>
                  {choices.map((choice) => radio(choice, t(`checkout.payment.methods.${choice.method}`)))}
                </div>
              </div>
            );
          }
          const choice = choices[0];
          if (!choice) return null;
          return (
            <div key={group} className={pay.group}>
              {radio(
                choice,
                t(`checkout.payment.methods.${choice.method}`),
                t(`checkout.payment.hints.${choice.method}`),
              )}
              {choice.method === 'EWALLET' && chosen === 'EWALLET' && (
                <fieldset className={pay.wallets}>
                  <legend className={pay.hint}>{t('checkout.payment.wallets.label')}</legend>
                  {WALLET_PROVIDERS.map((provider) => (
                    <label key={provider} className={pay.wallet} data-testid={`wallet-${provider}`}>
                      <input
                        type="radio"
                        name="wallet-provider"
                        value={provider}
                        checked={wallet === provider}
                        onChange={() => onWallet(provider)}
                      />
                      <span className={pay.name}>{t(`checkout.payment.wallets.${provider}`)}</span>
                    </label>
                  ))}
                  {walletError && <span className={pay.reason}>{walletError}</span>}
                </fieldset>
              )}
            </div>
          );
        })}
      </div>
      <ProblemList problems={problems} />
    </section>
  );
}
