import { lazy, Suspense } from 'react';
import type { EChartViewProps } from './echart-view';

const EChartView = lazy(() => import('./echart-view'));

/** An ECharts chart; the library loads with the first chart on screen, in its own chunk. */
export function EChart(props: EChartViewProps) {
  return (
    <Suspense fallback={<div className="skeleton w-full" style={{ height: props.height }} />}>
      <EChartView {...props} />
    </Suspense>
  );
}

export type { EChartViewProps };
