import { optionValueStates, toggleValue } from '@cho-dep/core/catalog/variant-choice';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { announceCartCount } from '../../../lib/cart-events';
import { useT } from '../../../lib/i18n';
import { useInvalidateApi, useQuery } from '../../../lib/query-cache';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { addLook, choiceOptions, fetchLook, type LookLine, type LookProduct, lookQueryKey } from './look-api';
import { type LookChoice, lineOf, startingChoice } from './look-choice';
import { LookRow } from './look-row';
import styles from './shop-the-look-sheet.module.css';
import type { LookSource } from './shoppable-types';

/**
 * Shop the look: every product of the post or blook with the size recommended for the buyer
 * already chosen ("Gợi ý size M theo số đo của bạn"), each adjustable or left out, then
 * "Thêm N sản phẩm vào giỏ" puts them all in the cart at once, across shops.
 */
export function ShopTheLookSheet({ source, onClose }: { source: LookSource; onClose: () => void }) {
  const t = useT();
  const query = useQuery({ queryKey: lookQueryKey(source), queryFn: () => fetchLook(source) });
  return (
    <Modal open onClose={onClose} title={t('shoppable.look.title')}>
      <div data-testid="shop-the-look-sheet">
        {query.data ? (
          <LookForm items={query.data.items} source={source} onDone={onClose} />
        ) : query.isError ? (
          <div className={styles.state}>
            <p>{query.error instanceof ApiError ? query.error.message : t('common.error.generic')}</p>
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
              {t('shoppable.sheet.retry')}
            </Button>
          </div>
        ) : (
          <div className={styles.state}>
            <Spinner />
          </div>
        )}
      </div>
    </Modal>
  );
}

function LookForm({
  items,
  source,
  onDone,
}: {
  items: LookProduct[];
  source: LookSource;
  onDone: () => void;
}) {
  const t = useT();
  const toast = useToast();
  const invalidate = useInvalidateApi();
  const [choices, setChoices] = useState<LookChoice[]>(() => items.map(startingChoice));
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);
  // One key per set of lines: a retry of the same lines is recognised, other lines are new.
  const attempt = useRef<{ key: string; body: string } | null>(null);

  const lines = items.map((item, index) => {
    const choice = choices[index];
    return choice ? lineOf(item, choice) : null;
  });
  const ready = lines.filter((line): line is LookLine => line !== null);
  const anySized = items.some((item) => item.recommended?.reason === 'size');

  const update = (index: number, change: (choice: LookChoice) => LookChoice) => {
    setChoices((all) => all.map((choice, i) => (i === index ? change(choice) : choice)));
    setErrors((all) => {
      const { [index]: _dropped, ...rest } = all;
      return rest;
    });
  };

  const submit = async () => {
    if (ready.length === 0) return;
    const body = JSON.stringify(ready);
    if (attempt.current?.body !== body) attempt.current = { key: crypto.randomUUID(), body };
    setBusy(true);
    try {
      const answer = await addLook(source, ready, attempt.current.key);
      announceCartCount(answer.cartCount);
      void invalidate('/api/v1/mobile/carts/all');
      toast.show(t('shoppable.look.added', { count: answer.added.length }), 'success');
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError)) {
        toast.show(t('common.error.generic'), 'error');
        return;
      }
      // The refusal names the line (lines.N): show it on that product.
      const byItem: Record<number, string> = {};
      for (const field of error.fields) {
        const lineIndex = Number(field.path.split('.')[1]);
        const line = ready[lineIndex];
        const itemIndex = line ? items.findIndex((item) => item.productId === line.productId) : -1;
        if (itemIndex >= 0) byItem[itemIndex] = field.message;
      }
      setErrors(byItem);
      if (Object.keys(byItem).length === 0) toast.show(error.message, 'error');
      // Stock moved: read the look again so sold-out sizes show as such.
      if (error.status === 409) void invalidate(lookQueryKey(source)[0]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.form}>
      {!anySized && (
        <p className={styles.hint}>
          {t('shoppable.look.noMeasurements')}{' '}
          <Link to="/trang-ca-nhan?tab=measurements">{t('shoppable.look.addMeasurements')}</Link>
        </p>
      )}
      <ul className={styles.list}>
        {items.map((item, index) => {
          const choice = choices[index];
          if (!choice) return null;
          return (
            <LookRow
              key={item.productId}
              item={item}
              choice={choice}
              states={optionValueStates(choiceOptions(item), item.variants, choice.selection)}
              error={errors[index]}
              onPick={(option, value) =>
                update(index, (c) => ({
                  ...c,
                  selection: toggleValue(c.selection, option, value),
                  included: true,
                }))
              }
              onQuantity={(quantity) => update(index, (c) => ({ ...c, quantity }))}
              onInclude={(included) => update(index, (c) => ({ ...c, included }))}
            />
          );
        })}
      </ul>
      <div className={styles.footer}>
        <Button
          block
          onClick={() => void submit()}
          loading={busy}
          disabled={busy || ready.length === 0}
          data-testid="shop-the-look-confirm"
        >
          {t('shoppable.look.confirm', { count: ready.length })}
        </Button>
      </div>
    </div>
  );
}
