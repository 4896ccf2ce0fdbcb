import { LIVE_LIMITS } from '@cho-dep/core/live/live-limits';
import { liveInputSchema, livePinInputSchema } from '@cho-dep/core/live/live-schemas';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ApiEnv } from '../http/hono-env';
import { dataSchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { sellerResourceRoutes } from '../http/seller-resource-routes';
import { requireSellerShop } from '../shops/current-shop';
import { liveFigures } from './live-attribution';
import { deleteLiveMessage, muteViewer } from './live-chat';
import { uploadLiveCover } from './live-cover';
import { pinToLive, unpinFromLive } from './live-pins';
import { issuePublishToken, PUBLISH_TOKEN_TTL_SECONDS } from './live-publish-token';
import { assertOwnLive, listSellerLives, liveDetail } from './live-queries';
import { rotateStreamKey, scheduleLive, updateLive } from './live-schedule';
import { cancelLive, endLiveBySeller } from './live-transitions';
import {
  liveFiguresSchema,
  livePinSchema,
  liveSummarySchema,
  sellerLiveDetailSchema,
} from './live-view-schemas';

const TAG = 'Seller lives';
const BASE = '/api/v1/seller/lives';
const L = LIVE_LIMITS;
const listSchema = z.object({
  items: z.array(liveSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
const routes = sellerResourceRoutes({
  base: BASE,
  tag: TAG,
  noun: 'live',
  detailSchema: sellerLiveDetailSchema,
  listSchema,
  conflictDescription:
    'The live is not in a state that allows this (ended or cancelled lives are kept as they are)',
  summaries: {
    list: "The shop's lives, newest start first (cancelled ones included)",
    detail: 'One live of the shop with its line-up, pin, chapters, ingest URLs and live figures',
    end: 'End the live now (the video pipeline then adds the replay); only a live on air',
    delete: 'unused',
  },
});
const { forbidden, notFound, conflict, detailAnswer, idParams, detailRoute, endRoute } = routes;
const rules = `Title 1 to ${L.titleMax} characters; start at least a minute ahead and at most ${L.scheduleAheadDaysMax} days ahead (unchanged on edit: kept); up to ${L.featuredProductsMax} of the shop's own products on sale and ${L.featuredVouchersMax} of its vouchers not yet over; coverKey from POST ${BASE}/covers.`;
const keyAnswer = {
  description: 'The live and its stream key, shown this once (only its hash is kept)',
  content: {
    'application/json': {
      schema: dataSchema(z.object({ live: sellerLiveDetailSchema, streamKey: z.string() })),
    },
  },
};
const simple = { 401: errorResponses[401], 403: forbidden, 404: notFound, 409: conflict };

const listRoute = routes.listRoute(z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }));
const coverRoute = routes.uploadRoute(
  'covers',
  'cover',
  'The live cover: png, jpeg, gif or webp checked by content, at least 640x360, cropped in the middle to 16:9; send its key as coverKey',
);
const createLiveRoute = createRoute({
  method: 'post',
  path: BASE,
  tags: [TAG],
  summary: "Schedule a live; the shop's followers are notified",
  description: rules,
  request: { body: { required: true, content: { 'application/json': { schema: liveInputSchema } } } },
  responses: { 201: keyAnswer, 400: errorResponses[400], 401: errorResponses[401], 403: forbidden },
});
const updateLiveRoute = createRoute({
  method: 'put',
  path: `${BASE}/{id}`,
  tags: [TAG],
  summary: 'Edit a scheduled live (on air: title, cover and line-up only)',
  description: rules,
  request: {
    params: idParams,
    body: { required: true, content: { 'application/json': { schema: liveInputSchema } } },
  },
  responses: { 200: detailAnswer, 400: errorResponses[400], ...simple },
});
const action = (path: string, summary: string) =>
  createRoute({
    method: 'post',
    path: `${BASE}/{id}/${path}`,
    tags: [TAG],
    summary,
    request: { params: idParams },
    responses: { 200: detailAnswer, ...simple },
  });
const cancelRoute = action('cancel', 'Cancel a scheduled live (one on air is ended instead)');
const rotateRoute = createRoute({
  method: 'post',
  path: `${BASE}/{id}/stream-key`,
  tags: [TAG],
  summary: 'A new stream key (the old one stops at once), shown this once',
  request: { params: idParams },
  responses: { 200: keyAnswer, ...simple },
});
const publishTokenRoute = createRoute({
  method: 'post',
  path: `${BASE}/{id}/publish-token`,
  tags: [TAG],
  summary: "A short-lived token for the seller's browser studio to publish this live",
  description: `Sent to the ingest socket in place of the stream key (which is shown only once, for OBS). Valid ${PUBLISH_TOKEN_TTL_SECONDS / 60} minutes for this live only, reconnects included; only for a scheduled or on-air live.`,
  request: { params: idParams },
  responses: {
    200: {
      description: 'The token and when it stops opening the ingest',
      content: {
        'application/json': { schema: dataSchema(z.object({ token: z.string(), expiresAt: z.string() })) },
      },
    },
    ...simple,
  },
});
const pinRoute = createRoute({
  method: 'put',
  path: `${BASE}/{id}/pin`,
  tags: [TAG],
  summary: 'Pin a product (optionally at a live-only price with a countdown) or a voucher',
  description: `The previous pin closes; every pin is kept with its time (the replay's chapters). A live price lasts livePriceMinutes (${L.livePriceMinMinutes} to ${L.livePriceMaxMinutes}) from now or until the pin or the live ends; it is below today's price and at most 80% off, and reaches cart and checkout as a promotion program of the shop (400 livePrice when the product is already in a program now).`,
  request: {
    params: idParams,
    body: { required: true, content: { 'application/json': { schema: livePinInputSchema } } },
  },
  responses: {
    200: {
      description: 'The pin as viewers see it',
      content: { 'application/json': { schema: dataSchema(livePinSchema) } },
    },
    400: errorResponses[400],
    ...simple,
  },
});
const unpinRoute = createRoute({
  method: 'delete',
  path: `${BASE}/{id}/pin`,
  tags: [TAG],
  summary: 'Take the pin down (its live price ends)',
  request: { params: idParams },
  responses: { 204: { description: 'Nothing pinned now' }, ...simple },
});
const deleteMessageRoute = createRoute({
  method: 'delete',
  path: `${BASE}/{id}/messages/{messageId}`,
  tags: [TAG],
  summary: 'Delete a chat message (hidden from every viewer at once)',
  request: { params: idParams.extend({ messageId: z.uuid() }) },
  responses: { 204: { description: 'Deleted (or already)' }, ...simple },
});
const muteRoute = createRoute({
  method: 'post',
  path: `${BASE}/{id}/mutes`,
  tags: [TAG],
  summary: 'Mute a viewer for the rest of this live: no messages, no hearts',
  request: {
    params: idParams,
    body: { required: true, content: { 'application/json': { schema: z.object({ userId: z.uuid() }) } } },
  },
  responses: { 204: { description: 'Muted (or already)' }, 400: errorResponses[400], ...simple },
});
const figuresRoute = createRoute({
  method: 'get',
  path: `${BASE}/{id}/figures`,
  tags: [TAG],
  summary: "The live's figures: viewers now and peak, orders and revenue from the live, messages",
  request: { params: idParams },
  responses: {
    200: {
      description: 'The figures',
      content: { 'application/json': { schema: dataSchema(liveFiguresSchema) } },
    },
    ...simple,
  },
});

/** What the seller centre shows of one live: the public view, ingest URLs and figures. */
async function sellerDetail(c: Context<ApiEnv>, shopId: string, liveId: string) {
  const ctx = c.get('app');
  await assertOwnLive(ctx, shopId, liveId);
  const host = new URL(ctx.config.publicUrl).hostname;
  const rtmpPort = ctx.config.RTMP_PORT === 'off' ? 1935 : ctx.config.RTMP_PORT;
  return {
    ...(await liveDetail(ctx, liveId)),
    // OBS's "Server"; its "Stream Key" is the live's key (decision 064).
    ingest: { websocketPath: `/live-ingest/${liveId}`, rtmpUrl: `rtmp://${host}:${rtmpPort}/live/${liveId}` },
    figures: await liveFigures(ctx, liveId),
  };
}

/** The seller's live studio: schedule, edit, pin, moderate, figures (decision 063). */
export function sellerLiveRoutes() {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const seller = await requireSellerShop(c);
      return c.json(
        { data: await listSellerLives(c.get('app'), seller.shopId, c.req.valid('query').page) },
        200,
      );
    })
    .openapi(coverRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const stored = await uploadLiveCover(c.get('app'), seller.shopId, c.req.valid('form').cover as File);
      return c.json({ data: stored }, 201);
    })
    .openapi(createLiveRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const { id, streamKey } = await scheduleLive(c.get('app'), seller.shopId, c.req.valid('json'));
      return c.json({ data: { live: await sellerDetail(c, seller.shopId, id), streamKey } }, 201);
    })
    .openapi(detailRoute, async (c) => {
      const seller = await requireSellerShop(c);
      return c.json({ data: await sellerDetail(c, seller.shopId, c.req.valid('param').id) }, 200);
    })
    .openapi(updateLiveRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const { id } = c.req.valid('param');
      await updateLive(c.get('app'), seller.shopId, id, c.req.valid('json'));
      return c.json({ data: await sellerDetail(c, seller.shopId, id) }, 200);
    })
    .openapi(cancelRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const { id } = c.req.valid('param');
      await cancelLive(c.get('app'), seller.shopId, id);
      return c.json({ data: await sellerDetail(c, seller.shopId, id) }, 200);
    })
    .openapi(endRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const { id } = c.req.valid('param');
      await endLiveBySeller(c.get('app'), seller.shopId, id);
      return c.json({ data: await sellerDetail(c, seller.shopId, id) }, 200);
    })
    .openapi(rotateRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const { id } = c.req.valid('param');
      const streamKey = await rotateStreamKey(c.get('app'), seller.shopId, id);
      return c.json({ data: { live: await sellerDetail(c, seller.shopId, id), streamKey } }, 200);
    })
    .openapi(publishTokenRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const answer = await issuePublishToken(c.get('app'), seller.shopId, c.req.valid('param').id);
      return c.json({ data: answer }, 200);
    })
    .openapi(pinRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const pin = await pinToLive(c.get('app'), seller.shopId, c.req.valid('param').id, c.req.valid('json'));
      return c.json({ data: pin }, 200);
    })
    .openapi(unpinRoute, async (c) => {
      const seller = await requireSellerShop(c);
      await unpinFromLive(c.get('app'), seller.shopId, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(deleteMessageRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const { id, messageId } = c.req.valid('param');
      await deleteLiveMessage(c.get('app'), seller.shopId, id, messageId);
      return c.body(null, 204);
    })
    .openapi(muteRoute, async (c) => {
      const seller = await requireSellerShop(c);
      await muteViewer(c.get('app'), seller, c.req.valid('param').id, c.req.valid('json').userId);
      return c.body(null, 204);
    })
    .openapi(figuresRoute, async (c) => {
      const seller = await requireSellerShop(c);
      const { id } = c.req.valid('param');
      await assertOwnLive(c.get('app'), seller.shopId, id);
      return c.json({ data: await liveFigures(c.get('app'), id) }, 200);
    });
}
