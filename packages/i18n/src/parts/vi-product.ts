export { community } from '../vi/community';
export { moderation } from '../vi/moderation';
export { product } from '../vi/product';
export { reviews } from '../vi/reviews';
export { shopSettings } from '../vi/shop-settings';
export { shoppable } from '../vi/shoppable';
