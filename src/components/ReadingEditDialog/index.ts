export { ReadingEditDialog } from './ReadingEditDialog';
export type { ReadingEditDialogProps, ReadingEditField } from './ReadingEditDialog';
export { draftFromReading, endKindOf } from './readingDraft';
export type { ReadingDraft, ReadingEndKind } from './readingDraft';
