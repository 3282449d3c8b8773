export { GoalCard, formatGoalDay, goalVisibilityLabels } from './GoalCard';
export type { GoalCardEmptyProps, GoalCardProps } from './GoalCard';
