export { ImportUpload } from './ImportUpload';
export type { ImportUploadProps } from './ImportUpload';
