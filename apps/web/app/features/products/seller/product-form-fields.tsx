import { ATTRIBUTE_CHOICES } from '@cho-dep/core/search/attribute-choices';
import { useMemo } from 'react';
import { attributeValueLabel } from '../../../lib/attribute-label';
import { useT } from '../../../lib/i18n';
import fieldStyles from '../../../ui/field.module.css';
import { TextField } from '../../../ui/text-field';
import { GroupError } from './form-bits';
import type { ATTRIBUTE_KEYS } from './product-form-values';

export interface CategoryChoice {
  id: string;
  name: string;
  children: { id: string; name: string }[];
}

/** The attribute keys that have suggestion lists (gender is a closed choice, brand is free). */
const SUGGESTED = new Set(Object.keys(ATTRIBUTE_CHOICES));

/** Leaf categories only (the API refuses a group): a select with one group per top category. */
export function CategoryPicker({
  categories,
  value,
  onChange,
  error,
}: {
  categories: CategoryChoice[];
  value: string;
  onChange: (id: string) => void;
  error?: string;
}) {
  const t = useT();
  const id = 'product-category';
  const known = useMemo(
    () => categories.some((c) => c.children.some((leaf) => leaf.id === value)),
    [categories, value],
  );
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {t('sellerProducts.fields.category')}
        <span className={fieldStyles.required} aria-hidden="true">
          *
        </span>
      </label>
      <select
        id={id}
        name="categoryId"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${fieldStyles.control} ${fieldStyles.select}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        required
      >
        <option value="">{t('sellerProducts.fields.categoryPlaceholder')}</option>
        {value && !known && <option value={value}>{t('sellerProducts.fields.categoryHidden')}</option>}
        {categories.map((group) => (
          <optgroup key={group.id} label={group.name}>
            {group.children.map((leaf) => (
              <option key={leaf.id} value={leaf.id}>
                {leaf.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <GroupError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A free-text attribute with the marketplace's usual values as suggestions. */
export function AttributeField({
  attribute,
  value,
  onChange,
  error,
}: {
  attribute: (typeof ATTRIBUTE_KEYS)[number];
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const t = useT();
  const listId = `attribute-${attribute}-choices`;
  const choices = SUGGESTED.has(attribute)
    ? ATTRIBUTE_CHOICES[attribute as keyof typeof ATTRIBUTE_CHOICES]
    : [];
  return (
    <>
      <TextField
        name={`attributes.${attribute}`}
        label={t(`product.details.${attribute}`)}
        value={value}
        maxLength={60}
        list={choices.length > 0 ? listId : undefined}
        placeholder={choices.length > 0 ? t('sellerProducts.fields.chooseOrType') : undefined}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        autoComplete="off"
      />
      {choices.length > 0 && (
        <datalist id={listId}>
          {choices.map((choice) => (
            // The stored value stays the common Vietnamese one; the reader sees it in their language.
            <option
              key={choice.key}
              value={choice.value}
              label={attributeValueLabel(t, attribute, choice.value)}
            />
          ))}
        </datalist>
      )}
    </>
  );
}
