export { cart } from '../en/cart';
export { catalog } from '../en/catalog';
export { common } from '../en/common';
export { search } from '../en/search';
export { shell } from '../en/shell';
export { storefront } from '../en/storefront';
