import type { Db } from '@cho-dep/db/client';
import { count, eq } from 'drizzle-orm';
import { products } from '../products/catalog/products.tables';

/** How many listed products each category holds directly (the all-categories page adds them up). */
export async function countListedByCategory(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ categoryId: products.categoryId, value: count() })
    .from(products)
    .where(eq(products.listed, true))
    .groupBy(products.categoryId);
  return new Map(rows.map((row) => [row.categoryId, Number(row.value)]));
}
