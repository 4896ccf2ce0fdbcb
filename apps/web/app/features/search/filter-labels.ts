import { formatVnd } from '@cho-dep/core/format/money';
import type { Language } from '@cho-dep/core/locale/locales';
import type { ActiveFilter } from '@cho-dep/core/search/active-filters';
import type { SearchResultView } from '@cho-dep/core/search/search-result';
import type { TFunction } from '@cho-dep/i18n/translator';
import { attributeValueLabel } from '../../lib/attribute-label';

export function ratingLabel(t: TFunction, stars: number): string {
  return stars >= 5 ? t('search.filters.ratingFive') : t('search.filters.ratingAtLeast', { count: stars });
}

/** What a removable chip says for one active filter. */
export function filterChipLabel(
  t: TFunction,
  filter: ActiveFilter,
  facets: SearchResultView['facets'] | undefined,
  language: Language,
  categoryName: string | null = null,
): string {
  switch (filter.key) {
    case 'price': {
      const min = filter.min === undefined ? undefined : formatVnd(filter.min);
      const max = filter.max === undefined ? undefined : formatVnd(filter.max);
      if (min && max) return t('search.filters.priceBetween', { min, max });
      return min ? t('search.filters.priceFrom', { min }) : t('search.filters.priceTo', { max });
    }
    case 'ratingMin':
      return ratingLabel(t, filter.value);
    case 'freeShipping':
      return t('search.filters.freeShipping');
    case 'onPromotion':
      return t('search.filters.onPromotion');
    case 'category': {
      const category = facets?.categories.find((c) => c.id === filter.value);
      if (category) return category.name[language] || category.name.vi;
      return categoryName ?? t('search.filters.chosenCategory');
    }
    case 'shop':
      return t('search.filters.shop');
    case 'brand':
      return filter.value;
    case 'gender':
      return `${t('search.filters.gender')}: ${t(`search.genders.${filter.value}`)}`;
    case 'country':
      return `${t('search.filters.country')}: ${t(`catalog.country.${filter.value}`)}`;
    default:
      return `${t(`search.attributes.${filter.key}`)}: ${attributeValueLabel(t, filter.key, filter.value)}`;
  }
}
