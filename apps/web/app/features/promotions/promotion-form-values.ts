import type {
  PromotionPickerProduct,
  SellerPromotionDetail,
} from '@cho-dep/api/promotions/seller-promotion-schemas';
import { fromVietnamLocal, toVietnamLocal } from '@cho-dep/core/format/vietnam-local-time';
import type { PromotionKind } from './seller-promotion-api';

/** One line of the form: what the picker knew of the product plus the boxes as typed. */
export interface PromotionItemValues {
  productId: string;
  variantId: string | null;
  name: string;
  label: string | null;
  image: string | null;
  originalPrice: number;
  /** Stock of the variant (or product) when picked, shown as the ceiling of the product limit. */
  available: number | null;
  discountedPrice: string;
  maxDiscount: string;
  stock: string;
  perOrderLimit: string;
  perUserLimit: string;
}

export interface PromotionFormValues {
  name: string;
  kind: PromotionKind;
  /** The uploaded cover (its key for the API, its URL for the preview), or none. */
  cover: { key: string; url: string } | null;
  startsAt: string;
  endsAt: string;
  items: PromotionItemValues[];
}

/** A new program starts on the first whole hour at least an hour away and lasts a day. */
export function emptyPromotionValues(kind: PromotionKind, now: Date): PromotionFormValues {
  const start = new Date(Math.ceil((now.getTime() + 3_600_000) / 3_600_000) * 3_600_000);
  return {
    name: '',
    kind,
    cover: null,
    startsAt: toVietnamLocal(start),
    endsAt: toVietnamLocal(new Date(start.getTime() + 86_400_000)),
    items: [],
  };
}

const text = (n: number | null) => (n === null ? '' : String(n));

export function promotionValuesOf(p: SellerPromotionDetail): PromotionFormValues {
  return {
    name: p.name,
    kind: p.kind,
    cover: p.coverKey && p.coverUrl ? { key: p.coverKey, url: p.coverUrl } : null,
    startsAt: toVietnamLocal(p.startsAt),
    endsAt: toVietnamLocal(p.endsAt),
    items: p.items.map((i) => ({
      productId: i.productId,
      variantId: i.variantId,
      name: i.productName,
      label: i.variantLabel,
      image: i.image,
      originalPrice: i.originalPrice,
      available: null,
      discountedPrice: text(i.discountedPrice),
      maxDiscount: text(i.maxDiscount),
      stock: text(i.stock),
      perOrderLimit: text(i.perOrderLimit),
      perUserLimit: text(i.perUserLimit),
    })),
  };
}

/** The lines a picked product adds: itself (by product) or each active variant (by variant). */
export function itemsFromPicker(kind: PromotionKind, product: PromotionPickerProduct, variantId?: string) {
  const base = {
    name: product.name,
    image: product.image,
    discountedPrice: '',
    maxDiscount: '',
    stock: '',
    perOrderLimit: '',
    perUserLimit: '',
  };
  if (kind === 'product') {
    return [
      {
        ...base,
        productId: product.id,
        variantId: null,
        label: null,
        originalPrice: product.price,
        available: product.stock,
      },
    ];
  }
  return product.variants
    .filter((v) => variantId === undefined || v.id === variantId)
    .map((v) => ({
      ...base,
      productId: product.id,
      variantId: v.id,
      label: v.label,
      originalPrice: v.price,
      available: v.stock,
    }));
}

/** A box as a number: empty is NaN for a required one (the schema refuses it), null for an optional one. */
const required = (s: string) => (s.trim() === '' ? Number.NaN : Number(s.replace(/[.\s]/g, '')));
const optional = (s: string) => (s.trim() === '' ? null : Number(s.replace(/[.\s]/g, '')));

/** What the schema (and the API) reads from the form. */
export function promotionInputOf(v: PromotionFormValues) {
  return {
    name: v.name,
    kind: v.kind,
    coverKey: v.cover?.key ?? null,
    startsAt: fromVietnamLocal(v.startsAt),
    endsAt: fromVietnamLocal(v.endsAt),
    items: v.items.map((i) => ({
      productId: i.productId,
      variantId: i.variantId,
      originalPrice: i.originalPrice,
      discountedPrice: required(i.discountedPrice),
      maxDiscount: optional(i.maxDiscount),
      stock: required(i.stock),
      perOrderLimit: optional(i.perOrderLimit),
      perUserLimit: optional(i.perUserLimit),
    })),
  };
}
