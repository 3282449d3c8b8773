export { GOAL_CARD_NOTES, GoalCard, formatGoalDay, goalVisibilityLabels } from './GoalCard';
export type { GoalCardEmptyProps, GoalCardProps } from './GoalCard';
