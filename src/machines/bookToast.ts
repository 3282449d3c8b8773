import type { MessageId } from '../i18n/messages';

/**
 * The toast kinds the book flows ask for; names match the Toaster's `notify` functions (machines
 * may not import components, so the list is repeated here as a type).
 */
export type BookToastKind =
  | 'success'
  | 'error'
  | 'warning'
  | 'info'
  | 'liked'
  | 'network'
  | 'server'
  | 'rateLimited'
  | 'validation';

/** A toast a book machine asks the screen to show, by message id (the screen translates). */
export interface BookToast {
  kind: BookToastKind;
  message: MessageId;
  values?: Record<string, string>;
}
