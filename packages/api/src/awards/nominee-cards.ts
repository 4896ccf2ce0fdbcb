import type { Db } from '@cho-dep/db/client';
import { asc, eq, inArray } from 'drizzle-orm';
import { users } from '../accounts/users.tables';
import { imageUrl, type UrlOf } from '../products/catalog/catalog-media';
import { productImages, products } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';
import { awardNominees } from './awards.tables';

export interface NomineeCard {
  id: string;
  categoryId: string;
  kind: 'shop' | 'kol' | 'product';
  targetId: string;
  name: string;
  imageUrl: string | null;
  href: string;
  blurb: string;
  votes: number;
}

/**
 * The nominees of an edition as cards: the shop's logo and storefront, the KOL's avatar and
 * wall, or the product's first picture and page.
 */
export async function loadNomineeCards(db: Db, eventId: string, urlOf: UrlOf): Promise<NomineeCard[]> {
  const rows = await db
    .select({
      id: awardNominees.id,
      categoryId: awardNominees.categoryId,
      shopId: awardNominees.shopId,
      kolUserId: awardNominees.kolUserId,
      productId: awardNominees.productId,
      blurb: awardNominees.blurb,
      votes: awardNominees.votes,
      shopName: shops.name,
      shopLogo: shops.logoKey,
      kolName: users.fullName,
      kolAvatar: users.avatarUrl,
      productName: products.name,
    })
    .from(awardNominees)
    .leftJoin(shops, eq(shops.id, awardNominees.shopId))
    .leftJoin(users, eq(users.id, awardNominees.kolUserId))
    .leftJoin(products, eq(products.id, awardNominees.productId))
    .where(eq(awardNominees.eventId, eventId));
  const productIds = rows.flatMap((r) => (r.productId ? [r.productId] : []));
  const pictures = new Map<string, string>();
  if (productIds.length > 0) {
    const images = await db
      .select({ productId: productImages.productId, key: productImages.imageKey })
      .from(productImages)
      .where(inArray(productImages.productId, productIds))
      .orderBy(asc(productImages.position));
    for (const image of images) if (!pictures.has(image.productId)) pictures.set(image.productId, image.key);
  }
  return rows.map((r) => {
    const base = { id: r.id, categoryId: r.categoryId, blurb: r.blurb, votes: r.votes };
    if (r.shopId) {
      return {
        ...base,
        kind: 'shop' as const,
        targetId: r.shopId,
        name: r.shopName ?? '',
        imageUrl: imageUrl(urlOf, r.shopLogo, 200),
        href: `/nguoi-ban/${r.shopId}`,
      };
    }
    if (r.kolUserId) {
      return {
        ...base,
        kind: 'kol' as const,
        targetId: r.kolUserId,
        name: r.kolName ?? '',
        imageUrl: r.kolAvatar,
        href: `/tuong/${r.kolUserId}`,
      };
    }
    const productId = r.productId ?? '';
    return {
      ...base,
      kind: 'product' as const,
      targetId: productId,
      name: r.productName ?? '',
      imageUrl: imageUrl(urlOf, pictures.get(productId) ?? null, 200),
      href: `/san-pham/${productId}`,
    };
  });
}
