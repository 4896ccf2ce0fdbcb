import { account } from './account';
import { address } from './address';
import { auth } from './auth';
import { catalog as catalogNamespace } from './catalog';
import { common } from './common';
import { content } from './content';
import { errors } from './errors';
import { outbox } from './outbox';
import { product } from './product';
import { search } from './search';
import { shell } from './shell';
import { storefront } from './storefront';
import { validation } from './validation';
import { verification } from './verification';

/** Every namespace of this language. Add a namespace here and in the two other languages. */
export const catalog = {
  common,
  shell,
  account,
  address,
  auth,
  catalog: catalogNamespace,
  content,
  errors,
  validation,
  outbox,
  product,
  verification,
  search,
  storefront,
};
