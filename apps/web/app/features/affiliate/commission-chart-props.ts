import type { Dashboard } from './affiliate-types';

/** What the commission chart and its browser-only Recharts part take. */
export interface CommissionChartProps {
  days: Dashboard['days'];
  language: string;
  labels: { pending: string; approved: string; title: string };
}
