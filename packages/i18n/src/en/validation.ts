import type { Catalog } from '../catalog';
import type { validation as vi } from '../vi/validation';

export const validation: Catalog<typeof vi> = {
  required: 'This field is required',
  invalidType: 'Invalid value',
  tooShort: 'At least {{min}} characters',
  tooLong: 'At most {{max}} characters',
  tooSmall: 'The minimum is {{min}}',
  tooBig: 'The maximum is {{max}}',
  invalidEmail: 'Invalid email',
  invalidPhone: 'Invalid phone number',
  invalidEnum: 'Invalid choice',
  unknownField: 'Unsupported field',
  password: {
    min: 'Password must be at least {{min}} characters',
    max: 'Password must be at most {{max}} characters',
    uppercase: 'Password must contain at least one uppercase letter',
    special: 'Password must contain at least one special character',
    mismatch: 'Password does not match',
    currentIncorrect: 'Current password is incorrect',
  },
  account: {
    emailOrPhone: 'Please enter an email or a phone number',
  },
  profile: {
    birthDateFormat: 'Invalid date of birth',
    birthDateFuture: 'Date of birth cannot be in the future',
    idNumber: 'Invalid ID number (CMND 9 digits, CCCD 12 digits)',
    idNumberBirthYear: 'The birth year in the CCCD number does not match the date of birth',
    taxCode: 'Invalid tax code (10 digits, 10-3 for a branch, or 12 digits)',
    bankAccount: 'Invalid account number (digits only)',
  },
  review: {
    starCount: 'Star count outside 1-5',
  },
  voucher: {
    codeChars: 'The code may contain only letters and digits',
    percentMax: 'A percent discount is at most 100%',
    endAfterStart: 'The end must be after the start',
    budgetBelowValue: 'The budget must be at least the discount',
    rangeOrder: 'Price ranges must ascend, touch and not overlap',
  },
  promotion: {
    productLimitZero: 'Product limit is 0',
    discountPositive: 'The promotion price must be below the original price',
    discountMax: 'The discount is at most 80%',
    maxDiscountAboveDiscount: 'The maximum discount cannot be above the discount',
    perOrderAboveStock: 'The per-order limit cannot be above the promotion stock',
  },
  checkout: {
    agreeTerms: 'Please agree to the terms before placing the order',
  },
  address: {
    province: 'Invalid province/city',
    wardNotInProvince: 'The ward does not belong to the selected province/city',
    postalCodeVn: 'The postal code has 5 or 6 digits',
    postalCodeKo: 'A Korean postal code has 5 digits',
  },
  search: {
    priceRange: 'The minimum price cannot be higher than the maximum price',
  },
  returns: {
    reason: 'Please give a reason for the rejection (at least 5 characters)',
    photoId: 'Please upload a photo as evidence',
    email: 'Please enter a valid email',
    trackingCode: 'A tracking code has only letters, digits and dashes',
  },
};
