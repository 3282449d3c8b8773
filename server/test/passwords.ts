import { type TestServer, call } from './harness';

/** What the tests of passwords and their attempt limits share. */

/** `/users/update/password` for the session `token`; the confirmation repeats the new one. */
export function changePassword(
  server: Pick<TestServer, 'app'>,
  token: string,
  currentPassword: string,
  newPassword = 'NewPassw0rd',
  confirmPassword = newPassword,
) {
  return call(
    server,
    '/users/update/password',
    {
      current_password: currentPassword,
      new_password: newPassword,
      confirm_password: confirmPassword,
    },
    { token },
  );
}

/** A rate limit's count under `key` (`login-pair:…`, `password-account:…`), if it has one. */
export async function rateLimitCount(server: Pick<TestServer, 'context'>, key: string) {
  const counter = await server.context.db
    .selectFrom('rate_limits')
    .where('key', '=', key)
    .select('count')
    .executeTakeFirst();
  return counter?.count;
}
