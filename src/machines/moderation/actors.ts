import { fromPromise } from 'xstate';
import type { ApiCall } from '../../api/client';
import type { ModerationLogEntry } from '../../api/contract/moderation';
import type { ListWindow } from '../paging/pagedListMachine';
import type { LogPage } from './moderationLogMachine';
import type { QueueActRequest, QueuePage } from './moderationQueueMachine';

/** Queue items a page: each is a card with its context, so a few screens' worth. */
export const QUEUE_PAGE_SIZE = 10;
/** Audit log entries a page: one line each. */
export const LOG_PAGE_SIZE = 20;

/** moderationQueueMachine's actors: the queue, and an action on one of its targets. */
export function moderationQueueActors(api: ApiCall) {
  return {
    listQueue: fromPromise<QueuePage, ListWindow>(async ({ input, signal }) => {
      const answer = await api('/moderation/queue', input, { signal });
      return { items: answer.items, total: answer.total };
    }),
    act: fromPromise<ModerationLogEntry, QueueActRequest>(async ({ input }) => {
      const answer = await api('/moderation/act', input);
      return answer.entry;
    }),
  };
}

/** moderationLogMachine's actor: a page of the audit log. */
export function moderationLogActors(api: ApiCall) {
  return {
    listLog: fromPromise<LogPage, ListWindow>(async ({ input, signal }) => {
      const answer = await api('/moderation/log', input, { signal });
      return { entries: answer.entries, total: answer.total };
    }),
  };
}
