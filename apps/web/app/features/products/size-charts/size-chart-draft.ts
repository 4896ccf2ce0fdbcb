import type { SizeAttributeId, SizeChartType } from '@cho-dep/core/catalog/size-chart';
import { SIZE_CHART_TEMPLATES } from '@cho-dep/core/catalog/size-chart-templates';

/** The editor's state: text boxes keep what the seller typed until the chart is saved. */
export interface ChartDraft {
  name: string;
  type: SizeChartType;
  columns: SizeAttributeId[];
  rows: { sizeName: string; values: Partial<Record<SizeAttributeId, { min: string; max: string }>> }[];
}

/** A chart as stored (or as the API answers it, with plain numbers for the attribute ids). */
interface ChartLike {
  name: string;
  type: SizeChartType;
  rows: readonly { sizeName: string; values: readonly { attributeId: number; min: number; max: number }[] }[];
}

export function draftOf(chart: ChartLike): ChartDraft {
  const template = SIZE_CHART_TEMPLATES[chart.type];
  const used = new Set<number>(chart.rows.flatMap((row) => row.values.map((v) => v.attributeId)));
  const columns = template.allowed.filter((id) => used.has(id));
  return {
    name: chart.name,
    type: chart.type,
    columns: columns.length > 0 ? columns : [...template.columns],
    rows: chart.rows.map((row) => ({
      sizeName: row.sizeName,
      values: Object.fromEntries(
        row.values.map((v) => [v.attributeId, { min: String(v.min), max: String(v.max) }]),
      ),
    })),
  };
}

/** A new chart from the system template of `type`. */
export function templateDraft(type: SizeChartType, name: string): ChartDraft {
  return draftOf({ name, type, rows: SIZE_CHART_TEMPLATES[type].rows });
}

/** Turns "84,5" or "84.5" into a number; anything else becomes NaN so the schema refuses it. */
function centimetres(text: string | undefined): number {
  const clean = (text ?? '').trim().replace(',', '.');
  return clean === '' ? Number.NaN : Number(clean);
}

/** What the API takes: each row's values in the order of the chosen columns. */
export function inputOf(draft: ChartDraft) {
  return {
    name: draft.name,
    type: draft.type,
    rows: draft.rows.map((row) => ({
      sizeName: row.sizeName,
      values: draft.columns.map((attributeId) => ({
        attributeId,
        min: centimetres(row.values[attributeId]?.min),
        max: centimetres(row.values[attributeId]?.max),
      })),
    })),
  };
}
