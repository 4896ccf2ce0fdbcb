import type { FieldError } from '@cho-dep/core/errors/app-error';
import { useT } from '../../lib/i18n';

/**
 * The price range's error: the schema's message, or ours for a box that holds no amount. The
 * schema's messages are among the form texts, which the search page otherwise never needs: this
 * module (and that part of the texts) loads only when a range was refused.
 */
export function PriceErrorText({ error }: { error: FieldError }) {
  const t = useT();
  return error.message === 'validation.invalidType'
    ? t('search.filters.priceInvalid')
    : t(error.message, error.params);
}
