export { DnfReasonDialog } from './DnfReasonDialog';
export type { DnfReasonDialogProps } from './DnfReasonDialog';
