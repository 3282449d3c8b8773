export { ReadingEditDialog } from './ReadingEditDialog';
export type { ReadingEditDialogProps, ReadingEditField } from './ReadingEditDialog';
