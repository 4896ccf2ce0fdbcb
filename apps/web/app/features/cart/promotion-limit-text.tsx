import { useT } from '../../lib/i18n';

/**
 * The warning of a line over its promotion's limit, rare on a cart. Its words are among the
 * error texts, which the cart page otherwise never needs: this module (and that part of the
 * texts) loads only for a cart that shows it.
 */
export function PromotionLimitText() {
  return useT()('errors.PROMOTION_LIMIT_EXCEEDED');
}
