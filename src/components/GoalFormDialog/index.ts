export { GoalFormDialog, goalYearChoices } from './GoalFormDialog';
export type {
  GoalFormDialogHandle,
  GoalFormDialogProps,
  GoalFormError,
  GoalFormField,
  GoalFormPeriodKind,
  GoalFormValues,
} from './GoalFormDialog';
