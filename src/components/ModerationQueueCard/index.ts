export {
  actionsFor,
  ModerationQueueCard,
  type ModerationQueueCardProps,
} from './ModerationQueueCard';
