import { fromPromise } from 'xstate';
import { ApiError, type ApiCall } from '../../api/client';
import type { ListWindow } from '../paging/pagedListMachine';
import type { PrivacySaved } from './privacySettingMachine';
import type { ReaderActing, ReaderPage } from './readerListMachine';

/** Readers a page in Settings' lists: a few screens of rows, each page one "Show more". */
export const READER_PAGE_SIZE = 10;

/** privacySettingMachine's actors: the setting, read from the reader's own profile, and saving it. */
export function privacySettingActors(api: ApiCall, userId: number) {
  return {
    loadPrivacy: fromPromise<boolean>(async ({ signal }) => {
      const answer = await api('/users/get/id', { user_id: userId }, { signal });
      const profile = answer.users[0];
      if (!profile) throw new ApiError('format', 'No user in the answer');
      return profile.is_private;
    }),
    savePrivacy: fromPromise<PrivacySaved, boolean>(async ({ input }) => {
      const answer = await api('/users/update/privacy', { is_private: input });
      return { isPrivate: answer.is_private, approved: answer.approved };
    }),
  };
}

const pageOf = (answer: { users: ReaderPage['readers']; total: number }): ReaderPage => ({
  readers: answer.users,
  total: answer.total,
});

/** readerListMachine's actors for the follow requests waiting: list, approve or decline. */
export function followRequestActors(api: ApiCall) {
  return {
    listReaders: fromPromise<ReaderPage, ListWindow>(async ({ input, signal }) =>
      pageOf(await api('/follows/requests/list', input, { signal })),
    ),
    actOnReader: fromPromise<unknown, ReaderActing>(({ input }) =>
      api('/follows/requests/answer', {
        user_id: input.userId,
        approve: input.action === 'approve',
      }),
    ),
  };
}

/**
 * readerListMachine's actors for a list of readers the reader has set apart, each row undone on
 * its own: list with `list`, undo with `undo`.
 */
function setApartReaderActors(
  api: ApiCall,
  list: '/users/get/blocked' | '/users/get/muted',
  undo: '/users/unblock' | '/users/unmute',
) {
  return {
    listReaders: fromPromise<ReaderPage, ListWindow>(async ({ input, signal }) =>
      pageOf(await api(list, input, { signal })),
    ),
    actOnReader: fromPromise<unknown, ReaderActing>(({ input }) =>
      api(undo, { user_id: input.userId }),
    ),
  };
}

/** The readers blocked: list and unblock. */
export const blockedReaderActors = (api: ApiCall) =>
  setApartReaderActors(api, '/users/get/blocked', '/users/unblock');

/** The readers muted: list and unmute. */
export const mutedReaderActors = (api: ApiCall) =>
  setApartReaderActors(api, '/users/get/muted', '/users/unmute');
