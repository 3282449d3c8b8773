export { Dialog } from './Dialog';
export type {
  DialogCloseProps,
  DialogContentProps,
  DialogProps,
  DialogTriggerProps,
} from './Dialog';
