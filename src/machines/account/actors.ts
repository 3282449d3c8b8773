import { fromPromise } from 'xstate';
import type { ApiCall } from '../../api/client';
import type { PublicUser, UpdateProfileBody } from '../../api/contract';
import type { MailLocale } from '../../api/contract/passwordResetRules';
import { ownUser } from '../shared/ownUser';

/**
 * accountFormMachine's actors: `saveProfile` answers the reader as saved. The body carries the
 * page's language (read when saving), in which the server tells the old address of a new email.
 */
export function accountFormActors(api: ApiCall, locale: () => MailLocale = () => 'en') {
  return {
    saveProfile: fromPromise<PublicUser, UpdateProfileBody>(async ({ input, signal }) =>
      ownUser(await api('/users/update/profile', { ...input, locale: locale() }, { signal })),
    ),
  };
}
