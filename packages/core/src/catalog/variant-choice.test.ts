import { describe, expect, it } from 'vitest';
import type { ProductImageView, ProductOptionView } from './product-detail';
import {
  type ChoiceVariant,
  chosenVariant,
  galleryFor,
  matchingVariants,
  missingOptions,
  optionValueStates,
  priceRangeOf,
  quantityLimit,
  toggleValue,
} from './variant-choice';

const COLOUR = 'Màu sắc';
const SIZE = 'Kích cỡ';

const picture = (name: string) => ({
  url: `/media/${name}-800.webp`,
  srcSet: `/media/${name}-400.webp 400w`,
  thumbUrl: `/media/${name}-200.webp`,
});

const OPTIONS: ProductOptionView[] = [
  {
    name: COLOUR,
    values: [
      { value: 'Đen', image: picture('den') },
      { value: 'Trắng', image: picture('trang') },
      { value: 'Be', image: picture('be') },
    ],
  },
  { name: SIZE, values: ['S', 'M', 'L'].map((value) => ({ value, image: null })) },
];

let serial = 0;
const variant = (
  colour: string,
  size: string,
  stock: number,
  price = 200_000,
  salePrice: number | null = null,
) => ({
  id: `v${++serial}`,
  optionValues: [
    { name: COLOUR, value: colour },
    { name: SIZE, value: size },
  ],
  price,
  salePrice,
  stock,
});

// Black: S sold out, M 3, L 0. White: S 5, M 0, L missing. Beige: all sold out.
const VARIANTS: ChoiceVariant[] = [
  variant('Đen', 'S', 0),
  variant('Đen', 'M', 3, 220_000, 180_000),
  variant('Đen', 'L', 0),
  variant('Trắng', 'S', 5, 200_000, 150_000),
  variant('Trắng', 'M', 0),
  variant('Be', 'S', 0),
  variant('Be', 'M', 0),
];

const stateOf = (states: ReturnType<typeof optionValueStates>, option: string, value: string) =>
  states[option]?.find((s) => s.value === value);

describe('optionValueStates', () => {
  it('without a choice: a value is sold out only when all its variants are', () => {
    const states = optionValueStates(OPTIONS, VARIANTS, {});
    expect(stateOf(states, COLOUR, 'Đen')).toEqual({
      value: 'Đen',
      stock: 3,
      soldOut: false,
      selected: false,
    });
    expect(stateOf(states, COLOUR, 'Be')?.soldOut).toBe(true);
    expect(stateOf(states, SIZE, 'S')).toMatchObject({ stock: 5, soldOut: false });
    expect(stateOf(states, SIZE, 'L')).toMatchObject({ stock: 0, soldOut: true });
  });

  it('given a colour, sizes are judged among that colour only', () => {
    const states = optionValueStates(OPTIONS, VARIANTS, { [COLOUR]: 'Trắng' });
    expect(stateOf(states, SIZE, 'S')).toMatchObject({ stock: 5, soldOut: false });
    expect(stateOf(states, SIZE, 'M')).toMatchObject({ stock: 0, soldOut: true });
    // White in L does not exist at all: it cannot be picked either.
    expect(stateOf(states, SIZE, 'L')).toMatchObject({ stock: 0, soldOut: true });
    // The colour option itself ignores its own choice, so the buyer can switch colour.
    expect(stateOf(states, COLOUR, 'Đen')).toMatchObject({ stock: 3, soldOut: false, selected: false });
    expect(stateOf(states, COLOUR, 'Trắng')?.selected).toBe(true);
  });

  it('given a size, colours are judged among that size only', () => {
    const states = optionValueStates(OPTIONS, VARIANTS, { [SIZE]: 'M' });
    expect(stateOf(states, COLOUR, 'Đen')?.soldOut).toBe(false);
    expect(stateOf(states, COLOUR, 'Trắng')?.soldOut).toBe(true);
    expect(stateOf(states, COLOUR, 'Be')?.soldOut).toBe(true);
  });

  it('never counts negative stock', () => {
    const states = optionValueStates(OPTIONS, [variant('Đen', 'S', -4), variant('Đen', 'M', 2)], {});
    expect(stateOf(states, COLOUR, 'Đen')?.stock).toBe(2);
  });
});

describe('choosing a variant', () => {
  it('names the missing options in order', () => {
    expect(missingOptions(OPTIONS, {})).toEqual([COLOUR, SIZE]);
    expect(missingOptions(OPTIONS, { [SIZE]: 'M' })).toEqual([COLOUR]);
    expect(missingOptions(OPTIONS, { [COLOUR]: 'Đen', [SIZE]: 'M' })).toEqual([]);
  });

  it('finds the variant once every option is chosen', () => {
    expect(chosenVariant(OPTIONS, VARIANTS, { [COLOUR]: 'Đen' })).toBeNull();
    expect(chosenVariant(OPTIONS, VARIANTS, { [COLOUR]: 'Đen', [SIZE]: 'M' })?.stock).toBe(3);
    expect(chosenVariant(OPTIONS, VARIANTS, { [COLOUR]: 'Trắng', [SIZE]: 'L' })).toBeNull();
  });

  it('chooses the only variant of a product without options', () => {
    const single = [{ id: 'only', optionValues: [], price: 99_000, salePrice: null, stock: 4 }];
    expect(chosenVariant([], single, {})?.id).toBe('only');
  });

  it('toggles a value: picking it again clears the choice', () => {
    const picked = toggleValue({}, COLOUR, 'Đen');
    expect(picked).toEqual({ [COLOUR]: 'Đen' });
    expect(toggleValue(picked, COLOUR, 'Trắng')).toEqual({ [COLOUR]: 'Trắng' });
    expect(toggleValue(picked, COLOUR, 'Đen')).toEqual({});
  });

  it('matches variants on the chosen values only', () => {
    expect(matchingVariants(VARIANTS, { [COLOUR]: 'Đen' })).toHaveLength(3);
    expect(matchingVariants(VARIANTS, { [COLOUR]: 'Đen', [SIZE]: 'S' }, SIZE)).toHaveLength(3);
  });

  it('limits the quantity to the chosen variant, or the product stock before a choice', () => {
    expect(quantityLimit({ stock: 3 }, 50)).toBe(3);
    expect(quantityLimit(null, 50)).toBe(50);
    expect(quantityLimit({ stock: -1 }, 50)).toBe(0);
  });
});

describe('priceRangeOf', () => {
  it('gives the original and paid ranges and the largest discount', () => {
    expect(priceRangeOf(VARIANTS)).toEqual({
      price: { min: 200_000, max: 220_000 },
      salePrice: { min: 150_000, max: 200_000 },
      discountPercent: 25,
    });
  });

  it('has no sale range when nothing is discounted, and zeros without variants', () => {
    expect(priceRangeOf([{ price: 100_000, salePrice: 100_000 }])).toEqual({
      price: { min: 100_000, max: 100_000 },
      salePrice: null,
      discountPercent: 0,
    });
    expect(priceRangeOf([])).toEqual({ price: { min: 0, max: 0 }, salePrice: null, discountPercent: 0 });
  });
});

describe('galleryFor', () => {
  const images: ProductImageView[] = [
    { ...picture('den'), optionValue: null },
    { ...picture('den'), optionValue: 'Đen' },
    { ...picture('trang'), optionValue: 'Trắng' },
    { ...picture('chi-tiet'), optionValue: null },
  ];

  it('shows every picture once without a choice', () => {
    expect(galleryFor(images, OPTIONS, {}).map((i) => i.url)).toEqual([
      '/media/den-800.webp',
      '/media/trang-800.webp',
      '/media/chi-tiet-800.webp',
    ]);
  });

  it("puts the chosen value's pictures first and drops the other values' pictures", () => {
    expect(galleryFor(images, OPTIONS, { [COLOUR]: 'Trắng' }).map((i) => i.url)).toEqual([
      '/media/trang-800.webp',
      '/media/den-800.webp',
      '/media/chi-tiet-800.webp',
    ]);
  });

  it("falls back to the option value's own picture when no gallery picture is tied to it", () => {
    const gallery = galleryFor(images, OPTIONS, { [COLOUR]: 'Be' });
    expect(gallery[0]).toMatchObject({ url: '/media/be-800.webp', optionValue: 'Be' });
  });

  it('keeps the full gallery when the chosen value has no picture at all', () => {
    expect(galleryFor(images, OPTIONS, { [SIZE]: 'M' })).toHaveLength(3);
  });
});
