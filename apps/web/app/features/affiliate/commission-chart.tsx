import { type ComponentType, useEffect, useState } from 'react';
import styles from './affiliate.module.css';
import type { CommissionChartProps } from './commission-chart-props';

/**
 * Commission by day, pending and approved stacked. Recharts measures its container in the
 * browser, so the chart is drawn after hydration in a frame of the same size (no layout shift)
 * and its code loads only here.
 */
export function CommissionChart(props: CommissionChartProps) {
  const [Impl, setImpl] = useState<ComponentType<CommissionChartProps> | null>(null);
  useEffect(() => {
    let live = true;
    import('./commission-chart-impl').then((module) => {
      if (live) setImpl(() => module.default);
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <figure className={styles.chart} aria-label={props.labels.title}>
      {Impl ? <Impl {...props} /> : null}
    </figure>
  );
}
