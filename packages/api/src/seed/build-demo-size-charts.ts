import { randomUUID } from 'node:crypto';
import type { sizeCharts } from '../products/catalog/size-charts.tables';
import type { DemoCatalogIndex } from './demo-catalog-index';
import {
  CHART_NAME,
  CHART_TYPE,
  chartRows,
  type Fit,
  type GarmentFamily,
  garmentFamilyOf,
  sizeDetailsFor,
} from './demo-size-charts';
import { DEMO_SUB_SPECS } from './demo-sub-specs';

type SizeChartRow = typeof sizeCharts.$inferInsert;

/** At most this many charts per shop (its most common garment families get one). */
const CHARTS_PER_SHOP = 2;

/**
 * Gives each fashion shop one or two size charts (for the garment families it sells most)
 * and links its garments to them; every garment sold by size gets size details (height and
 * weight per size) whether or not its family has a chart. Writes onto the product rows.
 */
export function buildDemoSizeCharts(index: DemoCatalogIndex, now: Date): SizeChartRow[] {
  const charts: SizeChartRow[] = [];
  for (const [shopId, items] of index.byShop) {
    const garments = items.flatMap((facts) => {
      const family = garmentFamilyOf(facts.shape);
      if (!family || facts.sizes.length === 0) return [];
      const fit: Fit = DEMO_SUB_SPECS[facts.subSlug]?.gender === 'female' ? 'women' : 'men';
      return [{ facts, family, fit }];
    });
    for (const { facts, fit } of garments) facts.row.sizeDetails = sizeDetailsFor(facts.sizes, fit);

    const counts = new Map<GarmentFamily, number>();
    for (const { family } of garments) counts.set(family, (counts.get(family) ?? 0) + 1);
    const families = [...counts.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, CHARTS_PER_SHOP)
      .map(([family]) => family);

    for (const family of families) {
      const members = garments.filter((g) => g.family === family);
      const women = members.filter((g) => g.fit === 'women').length;
      const fit: Fit = women * 2 >= members.length ? 'women' : 'men';
      const id = randomUUID();
      charts.push({
        id,
        shopId,
        name: CHART_NAME[family][fit],
        type: CHART_TYPE[family],
        rows: chartRows(family, fit),
        createdAt: now,
        updatedAt: now,
      });
      // Only garments cut for the chart's fit point at it: a women's chart says nothing of men's sizes.
      for (const member of members) if (member.fit === fit) member.facts.row.sizeChartId = id;
    }
  }
  return charts;
}
