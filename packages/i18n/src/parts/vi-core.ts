export { cart } from '../vi/cart';
export { catalog } from '../vi/catalog';
export { common } from '../vi/common';
export { search } from '../vi/search';
export { shell } from '../vi/shell';
export { storefront } from '../vi/storefront';
