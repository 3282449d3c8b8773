export { ImportProgress } from './ImportProgress';
export type { ImportProgressProps } from './ImportProgress';
