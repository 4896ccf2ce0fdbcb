import { formatMoneyShort, formatVnd } from '@cho-dep/core/format/money';
import { parseLanguage } from '@cho-dep/core/locale/locales';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { CommissionChartProps } from './commission-chart-props';

const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** The Recharts part of the commission chart, loaded in the browser only. */
export default function CommissionChartImpl({ days, language, labels }: CommissionChartProps) {
  const lang = parseLanguage(language) ?? 'vi';
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="var(--color-grey-100)" vertical={false} />
        <XAxis
          dataKey="day"
          tickFormatter={dayLabel}
          tick={{ fontSize: 11, fill: 'var(--color-text-muted)' }}
          tickLine={false}
          axisLine={{ stroke: 'var(--color-grey-200)' }}
          minTickGap={16}
        />
        <YAxis
          width={56}
          tickFormatter={(value: number) => formatMoneyShort(value, lang)}
          tick={{ fontSize: 11, fill: 'var(--color-text-muted)' }}
          tickLine={false}
          axisLine={false}
          domain={[0, (max: number) => Math.max(max, 10_000)]}
        />
        <Tooltip
          formatter={(value) => formatVnd(Number(value))}
          labelFormatter={(day) => dayLabel(String(day))}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar
          dataKey="approved"
          name={labels.approved}
          stackId="c"
          fill="var(--color-success-600)"
          isAnimationActive={false}
        />
        <Bar
          dataKey="pending"
          name={labels.pending}
          stackId="c"
          fill="var(--color-warning-600)"
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
