/**
 * What Settings' privacy flows and their components agree on, in one place: machines and
 * components may not import each other (docs/ARCHITECTURE.md).
 */

/** What a reader's row offers: a follow request approved or declined, a block or a mute lifted. */
export type ReaderAction = 'approve' | 'decline' | 'unblock' | 'unmute';

/** The row action running: on whom, and which. */
export interface ReaderActing {
  userId: number;
  action: ReaderAction;
}
