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
    added_one: 'Added {{count}} item to your cart',
    added_other: 'Added {{count}} items to your cart',
    confirm_one: 'Add {{count}} item to cart',
    confirm_other: 'Add {{count}} items to cart',
    recommended: 'Size {{size}} suggested from your measurements',
    include: 'Buy {{name}}',
    noMeasurements: 'Add your body measurements to get a size suggestion for each product.',
    addMeasurements: 'Add measurements',
    button_one: 'Shop the look ({{count}})',
    button_other: 'Shop the look ({{count}})',
    title: 'Shop the look',
  },
  productPosts: {
    title: 'Posts about this product',
    filter: 'Filter posts',
    all: 'All',
    similar: 'People with my measurements',
    measurementsMissing: 'Add your height and weight to see posts by people with measurements like yours.',
    noneSimilar: 'No posts yet by people with measurements like yours.',
    more: 'More posts',
  },
};
