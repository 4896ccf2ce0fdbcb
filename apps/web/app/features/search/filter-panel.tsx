import { SHOP_COUNTRIES } from '@cho-dep/core/catalog/catalog-states';
import { PRODUCT_GENDERS } from '@cho-dep/core/catalog/product-genders';
import { LIMITS } from '@cho-dep/core/constants/limits';
import type { Language } from '@cho-dep/core/locale/locales';
import { ATTRIBUTE_CHOICES } from '@cho-dep/core/search/attribute-choices';
import type { readPriceRange } from '@cho-dep/core/search/price-range-input';
import { SEARCH_PATH, searchHref } from '@cho-dep/core/search/search-href';
import type { SearchParams } from '@cho-dep/core/search/search-params';
import { FILTERABLE_ATTRIBUTES } from '@cho-dep/core/search/search-query';
import type { SearchResultView } from '@cho-dep/core/search/search-result';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { attributeValueLabel } from '../../lib/attribute-label';
import { useT } from '../../lib/i18n';
import { useRevealErrors } from '../../lib/use-reveal-errors';
import { type Choice, ChoiceList } from './choice-list';
import { ratingLabel } from './filter-labels';
import styles from './filter-panel.module.css';
import { PriceFilter } from './price-filter';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{title}</legend>
      {children}
    </fieldset>
  );
}

function Stars({ count }: { count: number }) {
  return (
    <span className={styles.stars} aria-hidden="true">
      {'★'.repeat(count)}
      <span className={styles.starsOff}>{'★'.repeat(5 - count)}</span>
    </span>
  );
}

/** The chosen value first among the choices when the facets do not list it (a shared link). */
function withCurrent(
  choices: Choice[],
  current: string | undefined,
  label: (value: string) => string,
): Choice[] {
  if (!current || choices.some((choice) => choice.value === current)) return choices;
  return [{ value: current, label: label(current) }, ...choices];
}

export interface FilterPanelProps {
  params: SearchParams;
  facets: SearchResultView['facets'] | undefined;
  language: Language;
  /** The wide-screen sidebar applies each choice at once; the phone sheet waits for Apply. */
  applyOnChange: boolean;
  id: string;
  /** The name of the category filtered on, when the facets do not list it. */
  categoryName: string | null;
  onApplied?: () => void;
}

/**
 * Every filter of a search as one GET form to /tim-kiem whose field names are the search
 * schema's, so it also works before scripts load. With scripts, Apply reads the form, checks
 * the price range with the schema, and navigates to the cleaned address.
 */
export function FilterPanel({
  params,
  facets,
  language,
  applyOnChange,
  id,
  categoryName,
  onApplied,
}: FilterPanelProps) {
  const t = useT();
  const navigate = useNavigate();
  const [priceErrors, setPriceErrors] = useState<ReturnType<typeof readPriceRange>['errors']>({});
  // In the phone sheet the price sits above the sheet's footer: bring a wrong range into view.
  const reveal = useRevealErrors();

  const apply = async (form: HTMLFormElement) => {
    // The schema (zod) loads when a filter is applied, not with the page: the same rules, fewer
    // bytes on the first visit.
    const [{ readPriceRange }, { parseSearchUrl }] = await Promise.all([
      import('@cho-dep/core/search/price-range-input'),
      import('@cho-dep/core/search/search-url'),
    ]);
    const data = new FormData(form);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    const price = readPriceRange(text('priceMin'), text('priceMax'));
    setPriceErrors(price.errors);
    if (Object.keys(price.errors).length > 0) {
      reveal.refused();
      return;
    }
    const query = new URLSearchParams();
    for (const [name, value] of data) {
      if (typeof value === 'string' && value.trim() !== '') query.set(name, value.trim());
    }
    query.delete('priceMin');
    query.delete('priceMax');
    if (price.priceMin !== undefined) query.set('priceMin', String(price.priceMin));
    if (price.priceMax !== undefined) query.set('priceMax', String(price.priceMax));
    navigate(searchHref(parseSearchUrl(query).params));
    onApplied?.();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void apply(event.currentTarget);
  };

  const categoryChoices = withCurrent(
    (facets?.categories ?? []).map((c) => ({
      value: c.id,
      label: c.name[language] || c.name.vi,
      count: c.count,
    })),
    params.category,
    () => categoryName ?? t('search.filters.chosenCategory'),
  );
  const brandChoices = withCurrent(
    (facets?.brands ?? []).map((b) => ({ value: b.value, label: b.value, count: b.count })),
    params.brand,
    (value) => value,
  );

  return (
    <form
      ref={reveal.ref}
      id={id}
      method="get"
      action={SEARCH_PATH}
      className={styles.panel}
      onSubmit={onSubmit}
      onChange={(event) => {
        const target = event.target as unknown as HTMLInputElement;
        if (applyOnChange && (target.type === 'radio' || target.type === 'checkbox')) {
          event.currentTarget.requestSubmit();
        }
      }}
      aria-label={t('search.filters.title')}
      data-testid="filter-panel"
    >
      {params.q && <input type="hidden" name="q" value={params.q} />}
      {params.sort && <input type="hidden" name="sort" value={params.sort} />}
      {params.shop && <input type="hidden" name="shop" value={params.shop} />}
      {params.pageSize !== LIMITS.search.pageSizeDefault && (
        <input type="hidden" name="pageSize" value={params.pageSize} />
      )}

      {categoryChoices.length > 0 && (
        <Section title={t('search.filters.category')}>
          <ChoiceList
            name="category"
            choices={categoryChoices}
            current={params.category}
            anyLabel={t('search.filters.any')}
          />
        </Section>
      )}

      <Section title={t('search.filters.country')}>
        <ChoiceList
          name="country"
          choices={SHOP_COUNTRIES.map((country) => ({
            value: country,
            label: t(`catalog.country.${country}`),
          }))}
          current={params.country}
          anyLabel={t('search.filters.any')}
        />
      </Section>

      {brandChoices.length > 0 && (
        <Section title={t('search.filters.brand')}>
          <ChoiceList
            name="brand"
            choices={brandChoices}
            current={params.brand}
            anyLabel={t('search.filters.any')}
          />
        </Section>
      )}

      <Section title={t('search.filters.price')}>
        <PriceFilter
          priceMin={params.priceMin}
          priceMax={params.priceMax}
          errors={priceErrors}
          withApply={applyOnChange}
        />
      </Section>

      <Section title={t('search.filters.rating')}>
        <ChoiceList
          name="ratingMin"
          choices={[5, 4, 3].map((stars) => ({
            value: String(stars),
            label: (
              <>
                <Stars count={stars} />
                <span className={styles.ratingText}>{ratingLabel(t, stars)}</span>
              </>
            ),
          }))}
          current={params.ratingMin === undefined ? undefined : String(params.ratingMin)}
          anyLabel={t('search.filters.any')}
        />
      </Section>

      <Section title={t('search.filters.services')}>
        <ul className={styles.choices}>
          {(['freeShipping', 'onPromotion'] as const).map((flag) => (
            <li key={flag}>
              <label className={styles.choice}>
                <input
                  type="checkbox"
                  name={flag}
                  value="1"
                  defaultChecked={params[flag] === true}
                  className={styles.checkbox}
                />
                <span className={styles.choiceLabel}>{t(`search.filters.${flag}`)}</span>
              </label>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t('search.filters.gender')}>
        <ChoiceList
          name="gender"
          choices={PRODUCT_GENDERS.map((gender) => ({ value: gender, label: t(`search.genders.${gender}`) }))}
          current={params.gender}
          anyLabel={t('search.filters.any')}
        />
      </Section>

      <div className={styles.section}>
        <h3 className={styles.legend}>{t('search.filters.attributes')}</h3>
        {FILTERABLE_ATTRIBUTES.map((attribute) => (
          <details key={attribute} className={styles.attribute} open={Boolean(params[attribute])}>
            <summary className={styles.attributeSummary}>
              {t(`search.attributes.${attribute}`)}
              {params[attribute] && (
                <span className={styles.attributeChosen}>
                  {attributeValueLabel(t, attribute, params[attribute] ?? '')}
                </span>
              )}
            </summary>
            <fieldset className={styles.attributeChoices}>
              <legend className="visually-hidden">{t(`search.attributes.${attribute}`)}</legend>
              <ChoiceList
                name={attribute}
                choices={withCurrent(
                  ATTRIBUTE_CHOICES[attribute].map((choice) => ({
                    value: choice.value,
                    label: t(`search.attributeValues.${attribute}.${choice.key}`),
                  })),
                  params[attribute],
                  (value) => value,
                )}
                current={params[attribute]}
                anyLabel={t('search.filters.any')}
              />
            </fieldset>
          </details>
        ))}
      </div>
    </form>
  );
}
