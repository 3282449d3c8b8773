export { BarChart, type BarChartProps } from './BarChart';
export { ChartFigure, type ChartDrawing, type ChartFigureProps } from './ChartFigure';
export { CumulativeChart, type CumulativeChartProps } from './CumulativeChart';
export { cumulative, evenPace } from './cumulative';
export { HorizontalBars, type HorizontalBarsProps } from './HorizontalBars';
export { periodItems, usePeriodItems, type PeriodBuckets, type PeriodMeasure } from './periodItems';
export { percentShares } from './shares';
export type { ChartFrameProps, ChartItem, ChartTable, ChartTableRow } from './types';
