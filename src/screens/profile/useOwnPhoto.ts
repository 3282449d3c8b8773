import { useMachine } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { PublicUser } from '../../api/contract';
import { useApi, useSession } from '../../session/SessionProvider';
import type { PhotoPickerProps } from '../../components/PhotoPicker';
import { useToastAction } from '../../components/Toaster';
import { displayedImage, photoUploadMachine } from '../../machines/photo/photoUploadMachine';
import { photoUploadActors } from '../../machines/photo/actors';
import { useProvided } from '../../lib/useProvided';

/**
 * The reader's own photo flow (choose, preview, save or cancel, remove), as the profile page
 * and the settings page both show it: the picker's props, and what the flow holds now.
 */
export function useOwnPhoto(user: PublicUser) {
  const api = useApi();
  const intl = useIntl();
  const showToast = useToastAction();
  const { send: sendSession } = useSession();
  const [state, send] = useMachine(
    useProvided(() =>
      photoUploadMachine.provide({
        actors: photoUploadActors(api),
        actions: {
          showToast,
          userUpdated: (_, { user: updated }) =>
            sendSession({ type: 'session.userUpdated', user: updated }),
        },
      }),
    ),
    { input: { currentImage: user.avatar_url } },
  );
  const { context } = state;
  const pickerProps = {
    src: displayedImage(context),
    name: user.full_name || user.username,
    pending: context.pending !== null,
    progress: state.matches('uploading') ? context.progress : undefined,
    busy: state.hasTag('busy'),
    canRemove: context.currentImage !== null,
    error: context.error ? intl.formatMessage({ id: context.error }) : null,
    onFileSelected: (file: File) => send({ type: 'photo.selected', file }),
    onSave: () => send({ type: 'photo.save' }),
    onCancel: () => send({ type: 'photo.cancel' }),
    onRemove: () => send({ type: 'photo.remove' }),
  } satisfies PhotoPickerProps;
  return {
    pickerProps,
    /** A chosen photo waits to be saved or cancelled. */
    pending: pickerProps.pending,
    /** A saved photo exists. */
    saved: context.currentImage !== null,
  };
}
