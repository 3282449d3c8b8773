import { fromPromise } from 'xstate';
import { ApiError, type ApiCall } from '../../api/client';
import type { PublicUser } from '../../api/contract';
import { resizeImage } from '../../machines/photo/resizeImage';
import type { UploadPhotoInput } from '../../machines/photoUploadMachine';

/** The signed-in reader a user-changing call answers with. */
export function ownUser(answer: { users: PublicUser[] }): PublicUser {
  const user = answer.users[0];
  if (!user) throw new ApiError('format', 'No user in the answer');
  return user;
}

/** photoUploadMachine's actors, shared by the profile page and the settings page. */
export function photoActors(api: ApiCall) {
  return {
    resize: fromPromise(({ input }: { input: { file: Blob } }) => resizeImage(input.file)),
    upload: fromPromise<PublicUser, UploadPhotoInput>(async ({ input }) => {
      // fetch reports no upload progress: the bar shows the start and the end.
      input.reportProgress(0.05);
      const user = ownUser(await api('/users/update/profile-photo', { image_base64: input.image }));
      input.reportProgress(1);
      return user;
    }),
    remove: fromPromise<PublicUser, void>(async () =>
      ownUser(await api('/users/remove/image', {})),
    ),
  };
}
