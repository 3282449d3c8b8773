export { ImportPreview } from './ImportPreview';
export type { ImportPreviewProps } from './ImportPreview';
