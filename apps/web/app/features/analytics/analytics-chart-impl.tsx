import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { bucketLabel, formatAxis, formatMetric, niceAxisTop } from './analytics-format';
import type { ChartProps } from './chart-props';

const floorOf = (metric: ChartProps['metric']) =>
  metric === 'revenue' || metric === 'averageOrderValue' ? 1000 : metric === 'conversionRate' ? 1 : 4;

/** The Recharts part of the chart, loaded in the browser only (see analytics-chart.tsx). */
export default function AnalyticsChartImpl({ points, metric, granularity, language, label }: ChartProps) {
  const data = points.map((p) => ({ bucket: p.bucket, value: p.value ?? 0 }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <defs>
          <linearGradient id="analytics-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="var(--color-primary-500)" stopOpacity={0.35} />
            <stop offset="100%" stopColor="var(--color-primary-500)" stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <CartesianGrid stroke="var(--color-grey-100)" vertical={false} />
        <XAxis
          dataKey="bucket"
          tickFormatter={(bucket: string) => bucketLabel(bucket, granularity, language)}
          tick={{ fontSize: 11, fill: 'var(--color-text-muted)' }}
          tickLine={false}
          axisLine={{ stroke: 'var(--color-grey-200)' }}
          minTickGap={16}
        />
        <YAxis
          width={60}
          tickFormatter={(value: number) => formatAxis(metric, value, language)}
          tick={{ fontSize: 11, fill: 'var(--color-text-muted)' }}
          tickLine={false}
          axisLine={false}
          allowDecimals={metric === 'conversionRate'}
          // An empty period still gets a readable axis (0 to 1k, not 0 to 4 dong).
          domain={[0, (max: number) => niceAxisTop(Math.max(max, floorOf(metric)))]}
        />
        <Tooltip
          formatter={(value) => [formatMetric(metric, Number(value), language), label]}
          labelFormatter={(bucket) => bucketLabel(String(bucket), granularity, language)}
        />
        <Area
          type="monotone"
          dataKey="value"
          stroke="var(--color-primary-600)"
          strokeWidth={2}
          fill="url(#analytics-fill)"
          isAnimationActive={false}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}
