export { ShelfPicker, type ShelfPickerProps } from './ShelfPicker';
