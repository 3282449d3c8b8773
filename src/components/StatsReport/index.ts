export { StatsReport, type StatsReportProps } from './StatsReport';
