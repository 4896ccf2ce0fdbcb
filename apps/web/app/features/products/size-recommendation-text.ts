import type { RecommendSizeResult, SizeReason } from '@cho-dep/core/catalog/recommend-size';

type Translate = (key: string, params?: Record<string, string | number>) => string;

// One list formatter per language, made once (making one costs more than using it).
const listFormats = new Map<string, Intl.ListFormat | null>();

function joinList(items: string[], language: string): string {
  if (!listFormats.has(language)) {
    let format: Intl.ListFormat | null = null;
    try {
      format = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' });
    } catch {
      // A runtime without this language's list rules: commas.
    }
    listFormats.set(language, format);
  }
  return listFormats.get(language)?.format(items) ?? items.join(', ');
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
 * Each kind names the measures that explain it: between sizes, the ones in the gap (or, when
 * measures disagree, the ones the size fits and the ones it may be loose on); too large, the
 * ones over the largest size. Null when there is nothing to say (no chart, no measure in
 * common, no measurements: the page offers to add measurements instead).
 */
export function sizeRecommendationText(
  t: Translate,
  language: string,
  result: RecommendSizeResult | null,
): string | null {
  if (!result || result.kind === 'none') return null;
  const list = (reasons: SizeReason[]) =>
    joinList(
      reasons.map((reason) => measureText(t, reason)),
      language,
    );
  const of = (fit: SizeReason['fit']) => result.reasons.filter((reason) => reason.fit === fit);
  const base = 'product.size.recommendation';
  const size = result.size;
  let sentence: string;
  switch (result.kind) {
    case 'fits':
      sentence = t(`${base}.${result.reasons.length > 1 ? 'fitsMany' : 'fitsOne'}`, {
        measures: list(result.reasons),
        size,
      });
      break;
    case 'between': {
      const within = of('within');
      sentence =
        within.length === 0
          ? t(`${base}.between`, { measures: list(result.reasons), size, smaller: result.smaller })
          : t(`${base}.fitsLoose`, { measures: list(within), loose: list(of('below')), size });
      break;
    }
    case 'smallest':
      sentence = t(`${base}.smallest`, { measures: list(of('below')), size });
      break;
    case 'tooLarge':
      sentence = t(`${base}.tooLarge`, { measures: list(of('above')), size });
      break;
  }
  return capitalise(sentence);
}
