import { useDataMachine } from '../../lib/useDataMachine';
import { userProfileActors } from '../../machines/profile/actors';
import { userProfileMachine } from '../../machines/profile/userProfileMachine';
import { useProvided } from '../../lib/useProvided';
import { useApi } from '../../session/SessionProvider';

/** Runs the profile machine for one member (null: an id that names nobody) over the API. */
export function useUserProfile(userId: number | null) {
  const api = useApi();
  return useDataMachine(
    useProvided(() => userProfileMachine.provide({ actors: userProfileActors(api) })),
    { input: { userId } },
  );
}
