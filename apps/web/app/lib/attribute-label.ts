import { attributeChoiceKey } from '@cho-dep/core/search/attribute-choices';
import { FILTERABLE_ATTRIBUTES, type FilterableAttribute } from '@cho-dep/core/search/search-query';
import type { TFunction } from '@cho-dep/i18n/translator';

export function isTranslatableAttribute(key: string): key is FilterableAttribute {
  return (FILTERABLE_ATTRIBUTES as readonly string[]).includes(key);
}

/**
 * An attribute value in the reader's language when it is one of the common values (stored as
 * sellers choose them, in Vietnamese: "Công sở", "Cổ tròn", "Thu đông"); a value the seller
 * typed is shown as written. The product page, the seller form, admin review and the search
 * filters all read values through here.
 */
export function attributeValueLabel(t: TFunction, attribute: string, value: string): string {
  if (!isTranslatableAttribute(attribute)) return value;
  const key = attributeChoiceKey(attribute, value);
  return key ? t(`search.attributeValues.${attribute}.${key}`) : value;
}
