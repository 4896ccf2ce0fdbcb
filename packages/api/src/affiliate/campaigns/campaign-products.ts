import type { Db, Tx } from '@cho-dep/db/client';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { imageUrl, type UrlOf } from '../../products/catalog/catalog-media';
import { products } from '../../products/catalog/products.tables';
import { affiliateCampaignProducts } from '../affiliate.tables';
import type { CampaignProduct } from './campaign-schemas';

const firstImage = sql<string | null>`(
  select pi.image_key from product_images pi where pi.product_id = "products"."id"
  order by pi.position, pi.id limit 1)`;

/** The products of some campaigns, by campaign, with their picture and today's price. */
export async function productsOfCampaigns(
  db: Db | Tx,
  campaignIds: readonly string[],
  urlOf: UrlOf,
): Promise<Map<string, CampaignProduct[]>> {
  const out = new Map<string, CampaignProduct[]>();
  if (campaignIds.length === 0) return out;
  const rows = await db
    .select({
      campaignId: affiliateCampaignProducts.campaignId,
      id: products.id,
      name: products.name,
      imageKey: firstImage,
      price: products.effectivePrice,
    })
    .from(affiliateCampaignProducts)
    .innerJoin(products, eq(products.id, affiliateCampaignProducts.productId))
    .where(inArray(affiliateCampaignProducts.campaignId, [...campaignIds]))
    .orderBy(asc(products.name));
  for (const r of rows) {
    const list = out.get(r.campaignId) ?? [];
    list.push({ id: r.id, name: r.name, image: imageUrl(urlOf, r.imageKey, 200), price: r.price });
    out.set(r.campaignId, list);
  }
  return out;
}

/** Whether every id is a product of the shop. */
export async function allOfShop(
  db: Db | Tx,
  shopId: string,
  productIds: readonly string[],
): Promise<boolean> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return true;
  const mine = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.shopId, shopId), inArray(products.id, ids)));
  return mine.length === ids.length;
}

export const phaseOf = (c: { startsAt: Date; endsAt: Date }, now: Date) =>
  c.startsAt > now ? ('upcoming' as const) : c.endsAt > now ? ('running' as const) : ('ended' as const);
