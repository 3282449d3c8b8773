import { ApiError } from '../../api/client';
import type { PublicUser } from '../../api/contract';

/** The signed-in reader a user-changing call answers with. */
export function ownUser(answer: { users: PublicUser[] }): PublicUser {
  const user = answer.users[0];
  if (!user) throw new ApiError('format', 'No user in the answer');
  return user;
}
