import { ADDRESS_TYPES, addressInputSchema, DELIVERY_TIMES } from '@cho-dep/core/address/address-schemas';
import { COUNTRIES, type Country } from '@cho-dep/core/locale/locales';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { useFormErrors } from '../../../lib/use-form-errors';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { Modal } from '../../../ui/modal';
import { RadioGroup } from '../../../ui/radio-group';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import sectionStyles from '../section.module.css';
import { type SavedAddress, saveAddress } from './address-api';
import { type AddressDraft, toAddressBody, withCountry, withProvince } from './address-draft';
import styles from './addresses.module.css';
import { useProvinces, useWards } from './use-places';

/** Add or edit one address, in a dialog (a bottom sheet on phones). */
export function AddressFormModal({
  editing,
  initial,
  onClose,
  onSaved,
}: {
  /** The id of the address being edited; undefined for a new one. */
  editing: string | undefined;
  initial: AddressDraft;
  onClose: () => void;
  onSaved: (address: SavedAddress) => void;
}) {
  const t = useT();
  const formId = useId();
  const errors = useFormErrors();
  const [draft, setDraft] = useState<AddressDraft>(initial);
  const [saving, setSaving] = useState(false);
  const provinces = useProvinces(draft.country);
  const wards = useWards(draft.city, draft.country);

  const update = (patch: Partial<AddressDraft>, path?: string) => {
    setDraft((current) => ({ ...current, ...patch }));
    if (path) errors.clear(path);
  };
  const text = (key: 'name' | 'phone' | 'specificAddress' | 'postalCode' | 'district') => ({
    name: key,
    value: draft[key],
    error: errors.fields[key],
    onChange: (event: { target: { value: string } }) => update({ [key]: event.target.value }, key),
  });

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

  const vietnam = draft.country === 'VN';
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
          <Button type="submit" form={formId} loading={saving}>
            {t('account.addresses.save')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={sectionStyles.form}
        onSubmit={submit}
        noValidate
        data-testid="address-form"
      >
        <div className={sectionStyles.grid}>
          <TextField
            label={t('account.addresses.fields.name')}
            autoComplete="name"
            required
            data-autofocus
            {...text('name')}
          />
          <TextField
            label={t('account.addresses.fields.phone')}
            type="tel"
            autoComplete="tel"
            required
            {...text('phone')}
          />
          <SelectField
            label={t('account.addresses.fields.country')}
            name="country"
            required
            value={draft.country}
            options={COUNTRIES.map((country) => ({
              value: country,
              label: t(`account.addresses.countries.${country}`),
            }))}
            onChange={(event) => {
              setDraft((current) => withCountry(current, event.target.value as Country));
              errors.clear();
            }}
            error={errors.fields.country}
          />
          <SelectField
            label={t('account.addresses.fields.province')}
            name="city"
            required
            value={draft.city}
            placeholder={
              provinces.loading
                ? t('account.addresses.loadingPlaces')
                : t('account.addresses.fields.provincePlaceholder')
            }
            options={provinces.items.map((province) => ({ value: province.code, label: province.name }))}
            onChange={(event) => {
              setDraft((current) => withProvince(current, event.target.value));
              errors.clear('city');
            }}
            error={errors.fields.city ?? (provinces.failed ? t('account.load.failed') : undefined)}
          />
          {vietnam ? (
            <SelectField
              label={t('account.addresses.fields.ward')}
              name="ward"
              required
              disabled={!draft.city || wards.loading}
              value={draft.ward}
              placeholder={
                !draft.city
                  ? t('account.addresses.fields.wardNeedsProvince')
                  : wards.loading
                    ? t('account.addresses.loadingPlaces')
                    : t('account.addresses.fields.wardPlaceholder')
              }
              options={wards.items.map((ward) => ({ value: ward.code, label: ward.name }))}
              onChange={(event) => update({ ward: event.target.value }, 'ward')}
              error={errors.fields.ward ?? (wards.failed ? t('account.load.failed') : undefined)}
            />
          ) : (
            <TextField
              label={t('account.addresses.fields.district')}
              required
              autoComplete="address-level2"
              {...text('district')}
            />
          )}
          <TextField
            label={t('account.addresses.fields.specificAddress')}
            hint={t('account.addresses.fields.specificAddressHint')}
            autoComplete="street-address"
            required
            className={styles.wide}
            {...text('specificAddress')}
          />
          <TextField
            label={t('account.addresses.fields.postalCode')}
            inputMode="numeric"
            autoComplete="postal-code"
            required={!vietnam}
            {...text('postalCode')}
          />
        </div>
        <RadioGroup
          legend={t('account.addresses.fields.type')}
          name="type"
          direction="horizontal"
          options={ADDRESS_TYPES.map((type) => ({
            value: type,
            label: t(`account.addresses.types.${type}`),
          }))}
          value={draft.type}
          onChange={(value) => update({ type: value as AddressDraft['type'] }, 'type')}
          error={errors.fields.type}
        />
        <RadioGroup
          legend={t('account.addresses.fields.deliveryTime')}
          name="deliveryTime"
          options={DELIVERY_TIMES.map((time) => ({
            value: time,
            label: t(`account.addresses.deliveryTimes.${time}`),
          }))}
          value={draft.deliveryTime}
          onChange={(value) =>
            update({ deliveryTime: value as AddressDraft['deliveryTime'] }, 'deliveryTime')
          }
          error={errors.fields.deliveryTime}
        />
        <div className={styles.flags}>
          <Checkbox
            label={t('account.addresses.fields.isDefault')}
            checked={draft.isDefault}
            onChange={(event) => update({ isDefault: event.target.checked })}
          />
          <Checkbox
            label={t('account.addresses.fields.isPickup')}
            checked={draft.isPickup}
            onChange={(event) => update({ isPickup: event.target.checked })}
          />
          <Checkbox
            label={t('account.addresses.fields.isDefaultReturn')}
            checked={draft.isDefaultReturn}
            onChange={(event) => update({ isDefaultReturn: event.target.checked })}
          />
        </div>
        {errors.form && (
          <p className={sectionStyles.formError} role="alert">
            {errors.form}
          </p>
        )}
      </form>
    </Modal>
  );
}
