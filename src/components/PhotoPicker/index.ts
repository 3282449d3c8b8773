export { PhotoPicker } from './PhotoPicker';
export type { PhotoPickerProps } from './PhotoPicker';
