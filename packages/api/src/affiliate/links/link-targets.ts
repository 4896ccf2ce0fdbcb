import type { LinkTarget } from '@cho-dep/core/affiliate/affiliate-input-schemas';
import type { Db, Tx } from '@cho-dep/db/client';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { lives } from '../../live/live.tables';
import { productImages, products } from '../../products/catalog/products.tables';
import { shops } from '../../shops/shops.tables';
import { affiliateCampaigns } from '../affiliate.tables';

/** What a link points at, as the KOL's list shows it and where the short link sends a visitor. */
export interface TargetInfo {
  name: string;
  imageKey: string | null;
  /** The site path a click lands on. */
  path: string;
  /** The shop whose sales the link brings (a campaign's or a live's shop, a product's shop). */
  shopId: string;
  /** False once it can no longer be bought from or watched (hidden product, closed shop, ended campaign). */
  available: boolean;
}

const key = (target: LinkTarget, id: string) => `${target}:${id}`;

/** Looks up many targets at once (a page of links). Unknown ids are absent from the answer. */
export async function targetInfos(
  db: Db | Tx,
  wanted: readonly { target: LinkTarget; targetId: string }[],
  now: Date,
): Promise<Map<string, TargetInfo>> {
  const ids = (kind: LinkTarget) => [
    ...new Set(wanted.filter((w) => w.target === kind).map((w) => w.targetId)),
  ];
  const out = new Map<string, TargetInfo>();
  const productIds = ids('product');
  if (productIds.length > 0) {
    const rows = await db
      .select({ id: products.id, name: products.name, status: products.status, shopId: products.shopId })
      .from(products)
      .where(inArray(products.id, productIds));
    const images = await db
      .select({ productId: productImages.productId, imageKey: productImages.imageKey })
      .from(productImages)
      .where(inArray(productImages.productId, productIds))
      .orderBy(asc(productImages.position));
    const firstImage = new Map<string, string>();
    for (const i of images) if (!firstImage.has(i.productId)) firstImage.set(i.productId, i.imageKey);
    for (const p of rows) {
      out.set(key('product', p.id), {
        name: p.name,
        imageKey: firstImage.get(p.id) ?? null,
        path: `/san-pham/${p.id}`,
        shopId: p.shopId,
        available: p.status === 'approved',
      });
    }
  }
  const shopIds = ids('shop');
  if (shopIds.length > 0) {
    const rows = await db
      .select({ id: shops.id, name: shops.name, logoKey: shops.logoKey, status: shops.status })
      .from(shops)
      .where(inArray(shops.id, shopIds));
    for (const s of rows) {
      out.set(key('shop', s.id), {
        name: s.name,
        imageKey: s.logoKey,
        path: `/nguoi-ban/${s.id}`,
        shopId: s.id,
        available: s.status === 'approved',
      });
    }
  }
  const campaignIds = ids('campaign');
  if (campaignIds.length > 0) {
    const rows = await db
      .select({
        id: affiliateCampaigns.id,
        name: affiliateCampaigns.name,
        status: affiliateCampaigns.status,
        endsAt: affiliateCampaigns.endsAt,
        shopId: affiliateCampaigns.shopId,
        logoKey: shops.logoKey,
      })
      .from(affiliateCampaigns)
      .innerJoin(shops, eq(shops.id, affiliateCampaigns.shopId))
      .where(inArray(affiliateCampaigns.id, campaignIds));
    for (const c of rows) {
      // A campaign's buyers land on its shop: the campaign's products are there at its rate.
      out.set(key('campaign', c.id), {
        name: c.name,
        imageKey: c.logoKey,
        path: `/nguoi-ban/${c.shopId}`,
        shopId: c.shopId,
        available: c.status === 'approved' && c.endsAt.getTime() > now.getTime(),
      });
    }
  }
  const liveIds = ids('live');
  if (liveIds.length > 0) {
    const rows = await db
      .select({
        id: lives.id,
        title: lives.title,
        coverKey: lives.coverKey,
        shopId: lives.shopId,
        state: lives.state,
      })
      .from(lives)
      .where(and(inArray(lives.id, liveIds), ne(lives.state, 'cancelled')));
    for (const l of rows) {
      out.set(key('live', l.id), {
        name: l.title,
        imageKey: l.coverKey,
        path: `/live/${l.id}`,
        shopId: l.shopId,
        available: true,
      });
    }
  }
  return out;
}

export const targetKey = key;
