import { LIMITS } from '../constants/limits';

/**
 * Whether an uploaded store cover can become the 1340x754 cover of product.md §5. The
 * server crops the middle to the 1340:754 frame and scales it to exactly 1340x754, so any
 * shape is accepted as long as the crop does not have to be enlarged (a blurred cover looks
 * worse than a refusal): the picture must be at least 1340 wide and 754 high.
 */
export function coverSizeProblem(size: { width: number; height: number }): 'too_small' | null {
  return size.width >= LIMITS.shop.coverWidth && size.height >= LIMITS.shop.coverHeight ? null : 'too_small';
}
