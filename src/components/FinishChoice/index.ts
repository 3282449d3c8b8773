export { FinishChoice } from './FinishChoice';
export type { FinishChoiceProps, FinishQuickChoice } from './FinishChoice';
