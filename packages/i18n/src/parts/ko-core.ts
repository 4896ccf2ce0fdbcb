export { cart } from '../ko/cart';
export { catalog } from '../ko/catalog';
export { common } from '../ko/common';
export { search } from '../ko/search';
export { shell } from '../ko/shell';
export { storefront } from '../ko/storefront';
