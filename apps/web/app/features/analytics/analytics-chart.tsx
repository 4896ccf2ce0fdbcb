import { type ComponentType, useEffect, useState } from 'react';
import type { ChartProps } from './chart-props';
import styles from './seller-analytics.module.css';

/**
 * The figures over time. Recharts measures its container in the browser, so the chart is
 * drawn after hydration (a same-size frame stands in on the server: no layout shift, no
 * hydration mismatch) and its code is loaded only on the pages that show it.
 */
export function AnalyticsChart(props: ChartProps) {
  const [Impl, setImpl] = useState<ComponentType<ChartProps> | null>(null);
  useEffect(() => {
    let live = true;
    import('./analytics-chart-impl').then((module) => {
      if (live) setImpl(() => module.default);
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <figure className={styles.chart} aria-label={props.label}>
      {Impl ? <Impl {...props} /> : null}
    </figure>
  );
}
