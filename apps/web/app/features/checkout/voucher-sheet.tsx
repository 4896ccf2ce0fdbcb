import { formatVnd } from '@cho-dep/core/format/money';
import { useT } from '../../lib/i18n';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import type { VoucherOption } from './checkout-api';
import { formatDay } from './checkout-dates';
import type { VoucherGroup } from './voucher-choice';
import styles from './voucher-sheet.module.css';

/**
 * The voucher sheet: the buyer's vouchers for this order by slot. Usable ones can be picked
 * (one per slot) and show what they take off this order; the others are greyed with the
 * engine's reason in words.
 */
export function VoucherSheet({
  title,
  groups,
  chosen,
  manual,
  bestSaving,
  onToggle,
  onUseBest,
  onClose,
}: {
  title: string;
  groups: VoucherGroup[];
  chosen: readonly string[];
  /** The buyer chose by hand (so "use the best" means something). */
  manual: boolean;
  bestSaving: number;
  onToggle: (option: VoucherOption) => void;
  onUseBest: () => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      footer={
        <Button onClick={onClose} data-testid="voucher-done">
          {t('checkout.vouchers.done')}
        </Button>
      }
    >
      <div className={styles.sheet} data-testid="voucher-sheet">
        {manual && bestSaving > 0 && (
          <div className={styles.best}>
            <p>{t('checkout.vouchers.bestHint', { amount: formatVnd(bestSaving) })}</p>
            <Button size="sm" variant="secondary" onClick={onUseBest} data-testid="voucher-best-sheet">
              {t('checkout.vouchers.useBest')}
            </Button>
          </div>
        )}
        {groups.length === 0 && <p className={styles.empty}>{t('checkout.vouchers.empty')}</p>}
        {groups.map((group) => (
          <section key={group.slot} className={styles.group}>
            <h3 className={styles.groupTitle}>{t(`checkout.vouchers.groups.${group.label}`)}</h3>
            <ul className={styles.list}>
              {group.options.map((option) => (
                <li key={option.id}>
                  <VoucherTicket
                    option={option}
                    selected={chosen.includes(option.id)}
                    onToggle={() => onToggle(option)}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Modal>
  );
}

function VoucherTicket({
  option,
  selected,
  onToggle,
}: {
  option: VoucherOption;
  selected: boolean;
  onToggle: () => void;
}) {
  const t = useT();
  // Usable: what it takes off this order. Not usable: what it is worth on paper.
  const worth =
    option.applicable && option.amount > 0
      ? formatVnd(option.amount)
      : option.discountType === 'percent'
        ? `${option.value}%`
        : formatVnd(option.value);
  return (
    <button
      type="button"
      className={styles.ticket}
      data-kind={option.kind}
      aria-pressed={selected}
      disabled={!option.applicable && !selected}
      onClick={onToggle}
      data-testid={`voucher-option-${option.code}`}
    >
      <span className={styles.stub} aria-hidden="true">
        {t(`checkout.vouchers.stub.${option.kind}`)}
      </span>
      <span className={styles.body}>
        <span className={styles.name}>
          {option.name}
          {option.name !== option.code && <span className={styles.code}>{option.code}</span>}
        </span>
        <span className={styles.amount}>
          {t(`checkout.vouchers.amount.${option.kind}`, { amount: worth })}
        </span>
        <span className={styles.small}>
          {option.minOrderValue > 0
            ? t('checkout.vouchers.minOrder', { amount: formatVnd(option.minOrderValue) })
            : t('checkout.vouchers.anyOrder')}
          {' · '}
          {t('checkout.vouchers.expires', { date: formatDay(option.endsAt) })}
        </span>
        {!option.applicable && option.reason && (
          <span className={styles.reason} data-testid="voucher-reason">
            {t(`checkout.voucherRefusals.${option.reason}`)}
          </span>
        )}
      </span>
      <span className={styles.mark} aria-hidden="true" />
      <span className="visually-hidden">
        {selected ? t('checkout.vouchers.selected') : t('checkout.vouchers.select')}
      </span>
    </button>
  );
}
