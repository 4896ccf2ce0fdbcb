import type { Catalog } from '../catalog';
import type { common as vi } from '../vi/common';

export const common: Catalog<typeof vi> = {
  brand: 'Chợ Đẹp',
  tagline: 'Fashion & beauty, shopping with the community',
  loading: 'Loading',
  close: 'Close',
  cancel: 'Cancel',
  confirm: 'Confirm',
  save: 'Save',
  retry: 'Try again',
  back: 'Back',
  next: 'Continue',
  seeAll: 'See all',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  price: { original: 'Original price' },
  soldCount: '{{count}} sold',
  productCard: {
    rating: 'Rated {{rating}} out of 5',
    fromKorea: 'Korea',
    freeShipping: 'Free ship',
    freeShippingLong: 'Free shipping',
  },
  pagination: {
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}}',
  },
  notFound: {
    title: 'This page could not be found.',
    body: 'The link may have changed or the page no longer exists.',
    home: 'Back to home',
  },
  error: {
    title: 'Error Occurred',
    body: 'Please try again in a few minutes.',
    generic: 'Error Occurred',
  },
};
