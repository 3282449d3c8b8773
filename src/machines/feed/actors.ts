import { fromPromise } from 'xstate';
import type { ApiCall } from '../../api/client';
import type { PublicUser } from '../../api/contract';
import { socialFeedList } from '../paging/listCalls';

/** socialFeedMachine's actors: the paged feed and the readers to discover. */
export function socialFeedActors(api: ApiCall) {
  return {
    feedList: socialFeedList(api).machine,
    loadMembers: fromPromise<PublicUser[], { limit: number }>(
      async ({ input, signal }) => (await api('/users/discover', input, { signal })).users,
    ),
  };
}
