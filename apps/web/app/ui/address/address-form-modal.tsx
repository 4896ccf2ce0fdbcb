import { addressInputSchema } from '@cho-dep/core/address/address-schemas';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../lib/i18n';
import { useFormErrors } from '../../lib/use-form-errors';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { Modal } from '../modal';
import { type SavedAddress, saveAddress } from './address-api';
import { type AddressDraft, toAddressBody } from './address-draft';
import { AddressFields } from './address-fields';
import styles from './address-form.module.css';

/**
 * Add or edit one saved address, in a dialog (a bottom sheet on phones). It brings the shared
 * zod schema: pages that show it only sometimes (the checkout) load it with React.lazy.
 */
export function AddressFormModal({
  editing,
  initial,
  onClose,
  onSaved,
  showFlags = true,
}: {
  /** The id of the address being edited; undefined for a new one. */
  editing: string | undefined;
  initial: AddressDraft;
  onClose: () => void;
  onSaved: (address: SavedAddress) => void;
  /** The default / pickup / return flags (the account's address book; the checkout hides them). */
  showFlags?: boolean;
}) {
  const t = useT();
  const formId = useId();
  const errors = useFormErrors();
  const [draft, setDraft] = useState<AddressDraft>(initial);
  const [saving, setSaving] = useState(false);

  const change = (next: AddressDraft, path: string) => {
    setDraft(next);
    errors.clear(path === '*' ? undefined : path);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = errors.validate(addressInputSchema, toAddressBody(draft));
    if (!body) return;
    setSaving(true);
    try {
      onSaved(await saveAddress(editing, body));
    } catch (error) {
      errors.showApiError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      size="wide"
      onClose={onClose}
      title={editing ? t('account.addresses.editTitle') : t('account.addresses.addTitle')}
      footer={
        <>
          <Button variant="neutral" onClick={onClose} disabled={saving}>
            {t('account.addresses.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving} data-testid="address-save">
            {t('account.addresses.save')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate data-testid="address-form">
        <AddressFields draft={draft} onChange={change} errors={errors.fields} autoFocus />
        {showFlags && (
          <div className={styles.flags}>
            <Checkbox
              label={t('account.addresses.fields.isDefault')}
              checked={draft.isDefault}
              onChange={(event) => change({ ...draft, isDefault: event.target.checked }, 'isDefault')}
            />
            <Checkbox
              label={t('account.addresses.fields.isPickup')}
              checked={draft.isPickup}
              onChange={(event) => change({ ...draft, isPickup: event.target.checked }, 'isPickup')}
            />
            <Checkbox
              label={t('account.addresses.fields.isDefaultReturn')}
              checked={draft.isDefaultReturn}
              onChange={(event) =>
                change({ ...draft, isDefaultReturn: event.target.checked }, 'isDefaultReturn')
              }
            />
          </div>
        )}
        {errors.form && (
          <p className={styles.formError} role="alert">
            {errors.form}
          </p>
        )}
      </form>
    </Modal>
  );
}
