import { account } from './account';
import { address } from './address';
import { auth } from './auth';
import { cart } from './cart';
import { catalog as catalogNamespace } from './catalog';
import { checkout } from './checkout';
import { common } from './common';
import { content } from './content';
import { errors } from './errors';
import { orders } from './orders';
import { outbox } from './outbox';
import { paymentSimulator } from './payment-simulator';
import { product } from './product';
import { search } from './search';
import { shell } from './shell';
import { storefront } from './storefront';
import { validation } from './validation';
import { verification } from './verification';
import { vouchers } from './vouchers';

/** Every namespace of this language. Add a namespace here and in the two other languages. */
export const catalog = {
  common,
  shell,
  account,
  address,
  auth,
  cart,
  catalog: catalogNamespace,
  content,
  errors,
  validation,
  outbox,
  orders,
  product,
  verification,
  search,
  storefront,
  checkout,
  paymentSimulator,
  vouchers,
};
