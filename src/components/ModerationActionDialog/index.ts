export {
  ModerationActionDialog,
  type ModerationActionDialogProps,
  type ModerationDialogErrors,
  type ModerationDialogFailure,
} from './ModerationActionDialog';
