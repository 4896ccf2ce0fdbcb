import type { SizeChartRow } from '@cho-dep/core/catalog/size-chart';
import type { SizeChartInput } from '@cho-dep/core/catalog/size-chart-schema';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Db, Tx } from '@cho-dep/db/client';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { isUuid } from '../../follows/follow-service';
import { shops } from '../../shops/shops.tables';
import { sizeCharts } from '../catalog/size-charts.tables';
import type { SellerSizeChart } from './size-chart-schemas';

const productCount = sql<number>`(
  select count(*)::int from products p where p.size_chart_id = "size_charts"."id")`;

const columns = {
  id: sizeCharts.id,
  name: sizeCharts.name,
  type: sizeCharts.type,
  rows: sizeCharts.rows,
  productCount,
  createdAt: sizeCharts.createdAt,
  updatedAt: sizeCharts.updatedAt,
};

function toView(row: {
  id: string;
  name: string;
  type: SellerSizeChart['type'];
  rows: SellerSizeChart['rows'];
  productCount: number;
  createdAt: Date;
  updatedAt: Date;
}): SellerSizeChart {
  return {
    ...row,
    productCount: Number(row.productCount),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The shop's size charts, last changed first (the product form's choice and the list page). */
export async function listSizeCharts(db: Db, shopId: string): Promise<SellerSizeChart[]> {
  const rows = await db
    .select(columns)
    .from(sizeCharts)
    .where(eq(sizeCharts.shopId, shopId))
    .orderBy(desc(sizeCharts.updatedAt), desc(sizeCharts.id))
    .limit(LIMITS.sizeCharts.perShopMax);
  return rows.map(toView);
}

/** One chart of the shop; another shop's chart is NOT_FOUND. */
export async function loadSizeChart(db: Db | Tx, shopId: string, chartId: string): Promise<SellerSizeChart> {
  if (!isUuid(chartId)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select(columns)
    .from(sizeCharts)
    .where(and(eq(sizeCharts.id, chartId), eq(sizeCharts.shopId, shopId)));
  if (!row) throw new AppError('NOT_FOUND');
  return toView(row);
}

/** The rows as stored; the schema checked every attribute id is one of the ten fixed ids. */
function rowsOf(input: SizeChartInput): SizeChartRow[] {
  return input.rows.map((row) => ({ sizeName: row.sizeName, values: row.values as SizeChartRow['values'] }));
}

export async function createSizeChart(
  db: Db,
  shopId: string,
  input: SizeChartInput,
  now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    // The shop row lock serialises concurrent creations, so the per-shop cap holds.
    await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).for('update');
    const [existing] = await tx
      .select({ value: count() })
      .from(sizeCharts)
      .where(eq(sizeCharts.shopId, shopId));
    if (Number(existing?.value ?? 0) >= LIMITS.sizeCharts.perShopMax) {
      throw new AppError('CONFLICT', { detail: 'size chart limit reached' });
    }
    const [created] = await tx
      .insert(sizeCharts)
      .values({
        shopId,
        name: input.name,
        type: input.type,
        rows: rowsOf(input),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: sizeCharts.id });
    if (!created) throw new AppError('INTERNAL');
    return created.id;
  });
}

/** Replaces a chart; products pointing at it show the new rows at once. */
export async function updateSizeChart(
  db: Db,
  shopId: string,
  chartId: string,
  input: SizeChartInput,
  now: Date,
): Promise<void> {
  if (!isUuid(chartId)) throw new AppError('NOT_FOUND');
  const updated = await db
    .update(sizeCharts)
    .set({ name: input.name, type: input.type, rows: rowsOf(input), updatedAt: now })
    .where(and(eq(sizeCharts.id, chartId), eq(sizeCharts.shopId, shopId)))
    .returning({ id: sizeCharts.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND');
}

/** Deletes a chart; its products keep selling without one (the foreign key sets null). */
export async function deleteSizeChart(db: Db, shopId: string, chartId: string): Promise<void> {
  if (!isUuid(chartId)) throw new AppError('NOT_FOUND');
  const deleted = await db
    .delete(sizeCharts)
    .where(and(eq(sizeCharts.id, chartId), eq(sizeCharts.shopId, shopId)))
    .returning({ id: sizeCharts.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND');
}
