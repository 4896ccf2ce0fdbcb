import type { Catalog } from '../catalog';
import type { shoppable as vi } from '../vi/shoppable';

export const shoppable: Catalog<typeof vi, 'one'> = {
  tag: {
    open: 'See product {{name}}',
  },
  sheet: {
    soldOut: 'Sold out',
    stockLeft_one: '{{count}} item left',
    stockLeft_other: '{{count}} items left',
    quantityOf: 'Quantity of {{name}}',
    viewProduct: 'Go to product page',
    retry: 'Try again',
  },
  purchase: {
    verified: 'Verified purchase',
    bought: 'Bought',
    size: 'size {{size}}',
    body: '{{height}} cm / {{weight}} kg',
    height: '{{height}} cm',
    weight: '{{weight}} kg',
  },
  look: {
    button_one: 'Shop the look ({{count}})',
    button_other: 'Shop the look ({{count}})',
    title: 'Shop the look',
  },
};
