import { fromVietnamLocal, toVietnamLocal } from '@cho-dep/core/format/vietnam-local-time';
import type { SellerLive } from './live-studio-api';

/** A featured product as the form lists it (from the picker or the live's line-up). */
export interface FormProduct {
  id: string;
  name: string;
  image: string | null;
  price: number;
}

export interface LiveFormValues {
  title: string;
  cover: { key: string; url: string } | null;
  /** Vietnam local time as the datetime-local box writes it. */
  scheduledAt: string;
  products: FormProduct[];
  voucherIds: string[];
}

const MINUTE = 60_000;

/** "Live ngay": the earliest start the API takes (a minute ahead), with a minute to spare. */
export function soonest(now: Date): string {
  return toVietnamLocal(new Date(now.getTime() + 2 * MINUTE));
}

/** A new live starts in an hour by default, on the whole minute. */
export function emptyLiveValues(now: Date): LiveFormValues {
  return {
    title: '',
    cover: null,
    scheduledAt: toVietnamLocal(new Date(now.getTime() + 60 * MINUTE)),
    products: [],
    voucherIds: [],
  };
}

/**
 * The form of a live being edited. The cover's key is not in the detail (only its URL), so a
 * kept cover is sent back as `null` only when the seller removes it; see liveInputOf.
 */
export function liveValuesOf(live: SellerLive & { coverKey: string | null }): LiveFormValues {
  return {
    title: live.title,
    cover: live.coverKey && live.coverUrl ? { key: live.coverKey, url: live.coverUrl } : null,
    scheduledAt: toVietnamLocal(live.scheduledAt),
    products: live.products.map((p) => ({
      id: p.card.id,
      name: p.card.name,
      image: p.card.imageUrl,
      price: p.card.salePrice ?? p.card.price,
    })),
    voucherIds: live.vouchers.map((v) => v.id),
  };
}

/** What the API takes (liveInputSchema), before the shared schema checks it. */
export function liveInputOf(v: LiveFormValues) {
  return {
    title: v.title,
    coverKey: v.cover?.key ?? null,
    scheduledAt: v.scheduledAt ? fromVietnamLocal(v.scheduledAt) : '',
    productIds: v.products.map((p) => p.id),
    voucherIds: v.voucherIds,
  };
}
