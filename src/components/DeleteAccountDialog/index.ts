export { DeleteAccountDialog, type DeleteAccountDialogProps } from './DeleteAccountDialog';
