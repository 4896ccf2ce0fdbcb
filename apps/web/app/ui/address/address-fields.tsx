import { COUNTRIES, type Country } from '@cho-dep/core/locale/locales';
import { useT } from '../../lib/i18n';
import { RadioGroup } from '../radio-group';
import { SelectField } from '../select-field';
import { TextField } from '../text-field';
import {
  ADDRESS_TYPE_CHOICES,
  type AddressDraft,
  DELIVERY_TIME_CHOICES,
  withCountry,
  withProvince,
} from './address-draft';
import styles from './address-form.module.css';
import { useProvinces, useWards } from './use-places';

type TextKey = 'name' | 'phone' | 'specificAddress' | 'postalCode' | 'district';

/**
 * The fields of a delivery address (recipient, phone, country, province, ward or district,
 * street, postal code, type, delivery time), controlled by the caller: the account's address
 * dialog and the checkout (inline for a guest or a buyer without an address) share them.
 * Free of zod: the caller validates with the shared schema when it is time to.
 */
export function AddressFields({
  draft,
  onChange,
  errors,
  autoFocus = false,
}: {
  draft: AddressDraft;
  /** The next draft, and the field (path) whose error the change clears; '*' clears all. */
  onChange: (next: AddressDraft, path: string) => void;
  errors: Record<string, string>;
  autoFocus?: boolean;
}) {
  const t = useT();
  const provinces = useProvinces(draft.country);
  const wards = useWards(draft.city, draft.country);

  const text = (key: TextKey) => ({
    name: key,
    value: draft[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) =>
      onChange({ ...draft, [key]: event.target.value }, key),
  });

  const vietnam = draft.country === 'VN';
  return (
    <>
      <div className={styles.grid}>
        <TextField
          label={t('account.addresses.fields.name')}
          autoComplete="name"
          required
          data-autofocus={autoFocus || undefined}
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
          onChange={(event) => onChange(withCountry(draft, event.target.value as Country), '*')}
          error={errors.country}
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
          onChange={(event) => onChange(withProvince(draft, event.target.value), 'city')}
          error={errors.city ?? (provinces.failed ? t('account.load.failed') : undefined)}
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
            onChange={(event) => onChange({ ...draft, ward: event.target.value }, 'ward')}
            error={errors.ward ?? (wards.failed ? t('account.load.failed') : undefined)}
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
        options={ADDRESS_TYPE_CHOICES.map((type) => ({
          value: type,
          label: t(`account.addresses.types.${type}`),
        }))}
        value={draft.type}
        onChange={(value) => onChange({ ...draft, type: value as AddressDraft['type'] }, 'type')}
        error={errors.type}
      />
      <RadioGroup
        legend={t('account.addresses.fields.deliveryTime')}
        name="deliveryTime"
        options={DELIVERY_TIME_CHOICES.map((time) => ({
          value: time,
          label: t(`account.addresses.deliveryTimes.${time}`),
        }))}
        value={draft.deliveryTime}
        onChange={(value) =>
          onChange({ ...draft, deliveryTime: value as AddressDraft['deliveryTime'] }, 'deliveryTime')
        }
        error={errors.deliveryTime}
      />
    </>
  );
}
