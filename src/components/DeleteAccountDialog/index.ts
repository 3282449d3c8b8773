export {
  DeleteAccountDialog,
  type DeleteAccountDialogProps,
  type DeleteAccountError,
} from './DeleteAccountDialog';
