export { ImportResult } from './ImportResult';
export type { ImportResultProps } from './ImportResult';
