import type { Catalog } from '../catalog';
import type { shopSettings as vi } from '../vi/shop-settings';

export const shopSettings: Catalog<typeof vi> = {
  menu: {
    info: 'Shop info',
    shipping: 'Shipping',
    returnPolicy: 'Return policy',
    payment: 'Payment',
    general: 'Pause mode & country',
  },
  meta: {
    index: 'Shop settings',
    info: 'Shop information',
    shipping: 'Shipping settings',
    returnPolicy: 'Return policy',
    payment: 'Payment settings',
  },
  index: {
    intro: "Manage your shop's information, shipping, payment and policies.",
    info: 'Shop name, logo, cover image and description',
    shipping: 'Carriers, pickup address, preparation time',
    returnPolicy: 'Default return period and conditions',
    payment: 'Payment methods your shop accepts',
  },
  pause: {
    title: 'Pause mode',
    on: 'Your shop is paused: buyers cannot order its products.',
    off: 'Turn on when you need a break. Your products leave search and buyers cannot order them.',
    switchLabel: 'Pause the shop',
    confirmOnTitle: 'Turn on pause mode?',
    confirmOnBody:
      'Your products leave listings and search; buyers cannot add them to a cart or order them. Orders already placed still need handling.',
    confirmOffTitle: 'Open the shop again?',
    confirmOffBody: 'Your products will be shown and can be ordered again.',
    doneOn: 'Your shop is now paused',
    doneOff: 'Your shop is open again',
  },
  country: {
    title: 'Selling country',
    hint: 'Where your shop ships from. Products of Korean shops carry the "From Korea" label and the country filter of search.',
    label: 'Country',
    save: 'Save country',
    done: 'Selling country saved',
  },
  confirm: { cancel: 'Cancel', confirm: 'Confirm' },
  saved: 'Changes saved',
  save: 'Save changes',
  back: 'Shop settings',
  shipping: {
    carriers: 'Delivery options',
    carriersHint: 'Turn on at least one. Buyers see only the ones turned on at checkout.',
    pickup: 'Pickup address',
    pickupHint: 'Carriers collect your parcels at this address.',
    pickupNone: 'You have no saved address. Add a pickup address to start selling.',
    pickupFallback: 'Currently the registration address is used: {{address}}',
    pickupMissing: 'No pickup address: buyers cannot order from your shop yet.',
    addAddress: 'Add a new address',
    preparation: 'Default preparation time (days)',
    preparationHint:
      '{{min}} to {{max}} days, for new products in stock (pre-order products set their own, 5 to 30 days)',
  },
  returnPolicy: {
    days: 'Return period (days)',
    daysHint: '{{min}} to {{max}} days after delivery',
    conditions: 'Accepted return conditions',
    conditionsHint: 'Choose at least one. New products start with these; each product can change them.',
  },
  payment: {
    methods: 'Accepted payment methods',
    methodsHint: 'Turn on at least one. Buyers cannot pick a method turned off when ordering from your shop.',
  },
  info: {
    name: 'Shop name',
    description: 'Shop description',
    descriptionHint: '{{min}} to {{max}} characters ({{count}} now)',
    logo: 'Shop logo',
    logoHint: 'Square picture, PNG, JPG, GIF or WEBP, up to {{mb}} MB',
    cover: 'Cover image',
    coverHint:
      'At least {{width}}x{{height}} px; larger pictures are cropped in the middle to exactly {{width}}x{{height}}',
    upload: 'Upload a picture',
    uploaded: 'Picture updated',
    noImage: 'No picture yet',
  },
  vacation: {
    title: 'This shop is on vacation.',
    product: 'This product cannot be bought right now; come back when the shop opens again.',
    shop: 'Its products cannot be ordered for now; please come back later.',
  },
  inactive: {
    title: 'Your shop has been inactive for {{days}} days',
    body: 'Handle your orders, update products or settings so buyers keep trusting and ordering from you.',
  },
};
