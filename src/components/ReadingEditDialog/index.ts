export { ReadingEditDialog } from './ReadingEditDialog';
export type {
  ReadingEditDialogHandle,
  ReadingEditDialogProps,
  ReadingEditField,
} from './ReadingEditDialog';
