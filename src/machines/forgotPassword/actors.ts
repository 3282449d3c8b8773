import { fromPromise } from 'xstate';
import type { ApiCall } from '../../api/client';
import type { MailLocale } from '../../api/contract/passwordResetRules';

/**
 * forgotPasswordMachine's actors: `requestReset` asks for a link, in the language the reader
 * reads the page in (read when sending: the reader may switch language on the page).
 */
export function forgotPasswordActors(api: ApiCall, locale: () => MailLocale) {
  return {
    requestReset: fromPromise<void, { email: string }>(async ({ input, signal }) => {
      await api(
        '/auth/password-reset/request',
        { email: input.email, locale: locale() },
        { signal },
      );
    }),
  };
}
