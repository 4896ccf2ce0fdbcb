import type { Catalog } from '../catalog';
import type { cart as vi } from '../vi/cart';

export const cart: Catalog<typeof vi> = {
  meta: { title: 'Shopping cart | Chợ Đẹp' },
  title: 'Shopping cart',
  lineCount: '{{count}} item(s)',
  columns: {
    product: 'Product',
    unitPrice: 'Unit price',
    quantity: 'Quantity',
    amount: 'Amount',
    actions: 'Actions',
  },
  select: {
    allShort: 'All',
    all: 'Select all ({{count}})',
    shop: 'Select every product of {{name}}',
    line: 'Select {{name}}',
  },
  shop: { visit: 'Visit {{name}}', mall: 'Shop' },
  line: {
    variant: 'Variation: {{label}}',
    remove: 'Delete',
    removeLabel: 'Remove {{name}} from the cart',
    promotion: 'Promotion price',
    perOrder: 'Up to {{count}} per order at the promotion price',
    remaining: '{{count}} left at the promotion price',
    stockLeft: '{{count}} left',
    overStock: 'Only {{count}} left, please lower the quantity',
    amount: 'Amount',
  },
  quantity: {
    label: 'Quantity of {{name}}',
    decrease: 'Decrease quantity',
    increase: 'Increase quantity',
    max: 'The maximum quantity is {{count}}',
  },
  invalid: {
    title: 'Cannot be bought ({{count}})',
    clear: 'Remove all',
    reasons: {
      product_unavailable: 'This product is no longer on sale',
      shop_paused: 'The shop is taking a break',
      variant_unavailable: 'This variation is no longer on sale',
      sold_out: 'Sold out',
    },
  },
  summary: {
    totalShort: 'Total',
    total: 'Total ({{count}} item(s))',
    saving: 'You save',
    checkout: 'Check out',
    selectHint: 'Please select the products to buy',
    removeSelected: 'Delete ({{count}})',
  },
  confirm: {
    title: 'Remove from the cart?',
    one: 'Do you want to remove "{{name}}" from your cart?',
    many: 'Do you want to remove {{count}} products from your cart?',
    cancel: 'No',
    confirm: 'Remove',
  },
  removed: 'Removed from the cart',
  empty: {
    title: 'Your shopping cart is empty',
    description: 'Take a look around and pick a few things you like.',
    action: 'Go shopping',
  },
  login: {
    title: 'Your shopping cart is empty',
    description: 'Log in to see the cart saved in your account.',
    action: 'Log in',
    guestNote: 'You are shopping as a guest. Log in to keep your cart in your account.',
  },
  load: { failed: 'The cart could not be loaded, please try again.', retry: 'Try again' },
};
