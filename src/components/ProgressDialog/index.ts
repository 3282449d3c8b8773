export { ProgressDialog } from './ProgressDialog';
export type {
  ProgressDialogError,
  ProgressDialogProps,
  ProgressDialogUnit,
} from './ProgressDialog';
