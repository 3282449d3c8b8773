export {
  ReportDialog,
  type ReportDialogKind,
  type ReportDialogProps,
  type ReportDialogReason,
} from './ReportDialog';
