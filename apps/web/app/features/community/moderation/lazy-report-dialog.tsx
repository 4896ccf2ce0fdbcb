import { type ComponentProps, lazy, Suspense } from 'react';

const ReportDialog = lazy(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })));

/**
 * The report form, downloaded when a member first opens it: posts and replies show on product
 * pages and feeds that most visitors only read, and the form brings the reporting rules
 * (its schema) with it. Mounted only while open, so each report starts from an empty form.
 */
export function LazyReportDialog(props: ComponentProps<typeof ReportDialog>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ReportDialog {...props} />
    </Suspense>
  );
}
