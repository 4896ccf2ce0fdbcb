import { lazy, Suspense, useState } from 'react';
import { useT } from '../../lib/i18n';
import { useQuery, useQueryClient } from '../../lib/query-cache';
import { useFormErrors } from '../../lib/use-form-errors';
import { ADDRESSES_PATH, fetchAddresses, type SavedAddress, saveAddress } from '../../ui/address/address-api';
import { type AddressDraft, emptyDraft, toAddressBody } from '../../ui/address/address-draft';
import { AddressFields } from '../../ui/address/address-fields';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import styles from './checkout.module.css';
import type { CheckoutProblem, QuoteAddress } from './checkout-api';
import { CheckoutIcon } from './checkout-icons';
import { loadCheckoutValidation } from './load-checkout-validation';
import { ProblemList } from './problem-list';

// The add-address dialog brings the shared zod schema: it loads when the buyer opens it.
const AddressFormModal = lazy(() =>
  import('../../ui/address/address-form-modal').then((m) => ({ default: m.AddressFormModal })),
);

/**
 * The signed-in buyer's delivery address: the one in use with a "Thay đổi" picker of their
 * saved addresses, or, with none saved yet, "Bạn chưa có địa chỉ nhận hàng" and the address
 * form right here.
 */
export function AddressBlock({
  quoteAddress,
  chosenId,
  onChoose,
  problems,
}: {
  quoteAddress: QuoteAddress | null;
  chosenId: string | null;
  onChoose: (addressId: string) => void;
  problems: readonly CheckoutProblem[];
}) {
  const t = useT();
  const cache = useQueryClient();
  const list = useQuery({ queryKey: [ADDRESSES_PATH], queryFn: fetchAddresses });
  const addresses = list.data ?? null;
  const [picking, setPicking] = useState(false);

  const saved = (address: SavedAddress) => {
    setPicking(false);
    cache.setQueryData<SavedAddress[]>([ADDRESSES_PATH], (current) => [
      ...(current ?? []).filter((a) => a._id !== address._id),
      address,
    ]);
    onChoose(address._id);
  };

  const currentId = chosenId ?? quoteAddress?.id ?? addresses?.find((a) => a.isDefault)?._id ?? null;

  let content: React.ReactNode;
  if (addresses === null) {
    content = list.isError ? (
      <Button size="sm" variant="neutral" onClick={() => void list.refetch()}>
        {t('checkout.retry')}
      </Button>
    ) : (
      <Spinner size="sm" />
    );
  } else if (addresses.length === 0) {
    content = <NewAddressInline onSaved={saved} />;
  } else if (quoteAddress) {
    content = (
      <div className={styles.addressLine}>
        <p className={styles.recipient}>
          {quoteAddress.recipientName}
          <span>{quoteAddress.phoneDisplay ?? quoteAddress.phone}</span>
        </p>
        <p>{quoteAddress.line}</p>
      </div>
    );
  } else {
    content = <p className={styles.muted}>{t('checkout.address.noneHint')}</p>;
  }

  return (
    <section className={styles.block} data-testid="checkout-address" aria-labelledby="checkout-address-title">
      <div className={styles.blockHead}>
        <h2 className={styles.blockTitle} id="checkout-address-title">
          <CheckoutIcon name="pin" />
          {t('checkout.address.title')}
        </h2>
        {addresses && addresses.length > 0 && (
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => setPicking(true)}
            data-testid="address-change"
          >
            {t('checkout.address.change')}
          </button>
        )}
      </div>
      {addresses?.length === 0 && <p className={styles.muted}>{t('checkout.address.none')}</p>}
      {content}
      <ProblemList
        problems={
          addresses?.length === 0 ? problems.filter((p) => p.code !== 'NO_DELIVERY_ADDRESS') : problems
        }
      />
      {picking && addresses && (
        <AddressPicker
          addresses={addresses}
          currentId={currentId}
          onClose={() => setPicking(false)}
          onChoose={(id) => {
            setPicking(false);
            onChoose(id);
          }}
          onSaved={saved}
        />
      )}
    </section>
  );
}

function AddressPicker({
  addresses,
  currentId,
  onClose,
  onChoose,
  onSaved,
}: {
  addresses: SavedAddress[];
  currentId: string | null;
  onClose: () => void;
  onChoose: (id: string) => void;
  onSaved: (address: SavedAddress) => void;
}) {
  const t = useT();
  const [adding, setAdding] = useState(false);
  if (adding) {
    return (
      <Suspense fallback={null}>
        <AddressFormModal
          editing={undefined}
          initial={emptyDraft('VN', false)}
          showFlags={false}
          onClose={() => setAdding(false)}
          onSaved={onSaved}
        />
      </Suspense>
    );
  }
  return (
    <Modal
      open
      onClose={onClose}
      title={t('checkout.address.pickTitle')}
      footer={
        <Button variant="secondary" onClick={() => setAdding(true)} data-testid="address-add-new">
          {t('checkout.address.addNew')}
        </Button>
      }
    >
      <ul className={styles.addressChoices} data-testid="address-picker">
        {addresses.map((address) => (
          <li key={address._id}>
            <label className={styles.addressChoice}>
              <input
                type="radio"
                name="checkout-address"
                checked={address._id === currentId}
                onChange={() => onChoose(address._id)}
              />
              <span className={styles.addressLine}>
                <span className={styles.recipient}>
                  {address.name}
                  <span>{address.phoneDisplay ?? address.phone}</span>
                </span>
                <span>{address.fullAddress}</span>
                {address.isDefault && (
                  <span>
                    <Badge tone="primary">{t('checkout.address.default')}</Badge>
                  </span>
                )}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

/** The first address, typed right in the checkout; it becomes the buyer's default. */
function NewAddressInline({ onSaved }: { onSaved: (address: SavedAddress) => void }) {
  const t = useT();
  const errors = useFormErrors();
  const [draft, setDraft] = useState<AddressDraft>(() => emptyDraft('VN', true));
  const [saving, setSaving] = useState(false);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const { addressInputSchema } = await loadCheckoutValidation();
      const body = errors.validate(addressInputSchema, toAddressBody({ ...draft, isDefault: true }));
      if (!body) return;
      // The saved address shows at once in the block: no toast over the order bar.
      onSaved(await saveAddress(undefined, body));
    } catch (error) {
      errors.showApiError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className={styles.inlineForm} onSubmit={save} noValidate data-testid="address-form">
      <AddressFields
        draft={draft}
        errors={errors.fields}
        onChange={(next, path) => {
          setDraft(next);
          errors.clear(path === '*' ? undefined : path);
        }}
      />
      {errors.form && (
        <p className={styles.problem} role="alert">
          {errors.form}
        </p>
      )}
      <div className={styles.formActions}>
        <Button type="submit" loading={saving} data-testid="address-save">
          {t('checkout.address.save')}
        </Button>
      </div>
    </form>
  );
}
