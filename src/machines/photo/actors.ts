import { fromPromise } from 'xstate';
import type { ApiCall } from '../../api/client';
import { ownUser } from '../shared/ownUser';
import type { PublicUser } from '../../api/contract';
import { resizeImage } from './resizeImage';
import type { UploadPhotoInput } from './photoUploadMachine';

/** photoUploadMachine's actors, shared by the profile page and the settings page. */
export function photoUploadActors(api: ApiCall) {
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
