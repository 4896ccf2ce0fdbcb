export { community } from '../ko/community';
export { moderation } from '../ko/moderation';
export { product } from '../ko/product';
export { reviews } from '../ko/reviews';
export { shopSettings } from '../ko/shop-settings';
export { shoppable } from '../ko/shoppable';
