import type { RecommendSizeResult, SizeReason } from '@cho-dep/core/catalog/recommend-size';

type Translate = (key: string, params?: Record<string, string | number>) => string;

function joinList(items: string[], language: string): string {
  try {
    return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

function measureText(t: Translate, reason: SizeReason): string {
  const unit = reason.attribute === 'weight' ? 'kg' : 'cm';
  return t('product.size.measure', {
    name: t(`product.size.measures.${reason.attribute}`),
    value: reason.value,
    unit: t(`product.size.units.${unit}`),
  });
}

/**
 * The size recommendation as one sentence in the page's language: "Ngực 88 cm vừa size M".
 * Null when there is nothing to say (no chart, no measure in common, no measurements: the
 * page offers to add measurements instead).
 */
export function sizeRecommendationText(
  t: Translate,
  language: string,
  result: RecommendSizeResult | null,
): string | null {
  if (!result || result.kind === 'none') return null;
  const measures = capitalise(
    joinList(
      result.reasons.map((reason) => measureText(t, reason)),
      language,
    ),
  );
  const base = 'product.size.recommendation';
  switch (result.kind) {
    case 'fits':
      return t(`${base}.${result.reasons.length > 1 ? 'fitsMany' : 'fitsOne'}`, {
        measures,
        size: result.size,
      });
    case 'between':
      return t(`${base}.between`, { measures, size: result.size, smaller: result.smaller });
    case 'smallest':
      return t(`${base}.smallest`, { measures, size: result.size });
    case 'tooLarge':
      return t(`${base}.tooLarge`, { measures, size: result.size });
  }
}
