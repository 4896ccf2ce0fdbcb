import { LIVE_STATES } from '@cho-dep/core/live/live-schemas';
import { z } from '@hono/zod-openapi';
import { productCardSchema } from '../products/product-detail-schema';

/** A featured or pinned product: its card and the stock left (the viewer's "còn N"). */
export const liveProductSchema = z
  .object({ card: productCardSchema, stock: z.number().int() })
  .openapi('LiveProduct');
export type LiveProductView = z.infer<typeof liveProductSchema>;

export const liveVoucherSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    discountType: z.enum(['price', 'percent']),
    value: z.number().int(),
    maxDiscount: z.number().int().nullable(),
    minOrderValue: z.number().int(),
    endsAt: z.string(),
  })
  .openapi('LiveVoucher');
export type LiveVoucherView = z.infer<typeof liveVoucherSchema>;

export const livePinSchema = z
  .object({
    id: z.string(),
    kind: z.enum(['product', 'voucher']),
    product: liveProductSchema.nullable(),
    voucher: liveVoucherSchema.nullable(),
    /** The live-only price and when it ends (the countdown); null when the pin has none. */
    livePrice: z.number().int().nullable(),
    livePriceEndsAt: z.string().nullable(),
    pinnedAt: z.string(),
    unpinnedAt: z.string().nullable(),
  })
  .openapi('LivePin');
export type LivePinView = z.infer<typeof livePinSchema>;

export const liveSummarySchema = z
  .object({
    id: z.string(),
    shop: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
    title: z.string(),
    coverUrl: z.string().nullable(),
    state: z.enum(LIVE_STATES),
    scheduledAt: z.string(),
    startedAt: z.string().nullable(),
    endedAt: z.string().nullable(),
    /** Viewers now (0 unless on air) and the most at once. */
    viewers: z.number().int(),
    viewerPeak: z.number().int(),
  })
  .openapi('LiveSummary');
export type LiveSummaryView = z.infer<typeof liveSummarySchema>;

export const liveChapterSchema = z
  .object({ offsetSeconds: z.number().int(), pin: livePinSchema })
  .openapi('LiveChapter');

export const liveDetailSchema = liveSummarySchema
  .extend({
    products: z.array(liveProductSchema),
    vouchers: z.array(liveVoucherSchema),
    pin: livePinSchema.nullable(),
    /** The replay's chapters: each pin at its offset from the start (ended lives). */
    chapters: z.array(liveChapterSchema),
    /** Where the video pipeline kept the replay (GET /api/v1/live-media/{id} gives its URL). */
    replayPath: z.string().nullable(),
    /** The replay's video was kept its time and removed (decision 068): "no longer available". */
    replayExpired: z.boolean(),
  })
  .openapi('LiveDetail');
export type LiveDetailView = z.infer<typeof liveDetailSchema>;

export const liveMessageSchema = z
  .object({
    id: z.string(),
    liveId: z.string(),
    user: z.object({ id: z.string(), name: z.string(), avatarUrl: z.string().nullable() }),
    text: z.string(),
    createdAt: z.string(),
  })
  .openapi('LiveMessage');
export type LiveMessageView = z.infer<typeof liveMessageSchema>;

export const liveFiguresSchema = z
  .object({
    viewers: z.number().int(),
    viewerPeak: z.number().int(),
    orders: z.number().int(),
    /** What the live's orders total, in dong, as placed (cancelled or refunded ones left out). */
    revenue: z.number().int(),
    messages: z.number().int(),
  })
  .openapi('LiveFigures');
export type LiveFiguresView = z.infer<typeof liveFiguresSchema>;

/** Where the seller's studio or OBS sends the video. */
export const liveIngestSchema = z
  .object({
    /** Browser studio: WebSocket on the site's host; the key goes in the first message. */
    websocketPath: z.string(),
    /** OBS: server URL; the stream key is the key shown once. */
    rtmpUrl: z.string(),
  })
  .openapi('LiveIngest');

export const sellerLiveDetailSchema = liveDetailSchema
  .extend({ ingest: liveIngestSchema, figures: liveFiguresSchema })
  .openapi('SellerLiveDetail');
