export { community } from '../en/community';
export { moderation } from '../en/moderation';
export { product } from '../en/product';
export { reviews } from '../en/reviews';
export { shopSettings } from '../en/shop-settings';
export { shoppable } from '../en/shoppable';
