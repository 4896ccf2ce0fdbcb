import { useT } from '../../lib/i18n';

/**
 * "Choose a classification", shown only after a tap on buy without one. Its words are among the
 * form errors' texts, which a product page otherwise never needs: this module (and that part of
 * the texts) loads when the message is shown.
 */
export function VariantRequiredText() {
  return useT()('errors.VARIANT_REQUIRED');
}
