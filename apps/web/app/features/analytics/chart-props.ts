import type { ShownMetric } from './analytics-format';

/** What the chart and its browser-only Recharts part take. */
export interface ChartProps {
  points: { bucket: string; value: number | null }[];
  metric: ShownMetric;
  granularity: 'day' | 'week' | 'month';
  language: string;
  /** The metric's name, for the tooltip and the figure's label. */
  label: string;
}
