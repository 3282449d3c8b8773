import { useMachine } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PublicUser } from '../../api/contract';
import { useApi, useSession } from '../../app/session/SessionProvider';
import { PhotoPicker } from '../../components/PhotoPicker';
import { notify } from '../../components/Toaster';
import { displayedImage, photoUploadMachine } from '../../machines/photoUploadMachine';
import { photoActors } from '../profile/photoActors';
import styles from './Settings.module.css';

/** Profile Picture: choose, preview, save or cancel, remove (the profile page's photo flow). */
export function PhotoSection({ user }: { user: PublicUser }) {
  const api = useApi();
  const intl = useIntl();
  const { send: sendSession } = useSession();
  const [state, send] = useMachine(
    photoUploadMachine.provide({
      actors: photoActors(api),
      actions: {
        showToast: (_, request) =>
          notify[request.kind](intl.formatMessage({ id: request.message }, request.values)),
        userUpdated: (_, { user: updated }) =>
          sendSession({ type: 'session.userUpdated', user: updated }),
      },
    }),
    { input: { currentImage: user.avatar_url } },
  );
  const { context } = state;
  const pending = context.pending !== null;
  // Says what the avatar shows when it is not simply the saved photo.
  let status: 'settings.photo.preview' | 'settings.photo.none' | null = null;
  if (pending) status = 'settings.photo.preview';
  else if (context.currentImage === null) status = 'settings.photo.none';
  return (
    <section className={styles.card} aria-labelledby="settings-photo-title">
      <h2 id="settings-photo-title" className={styles.cardTitle}>
        <FormattedMessage id="settings.photo.title" />
      </h2>
      <div className={styles.photo}>
        <PhotoPicker
          src={displayedImage(context)}
          name={user.full_name || user.username}
          pending={pending}
          progress={state.matches('uploading') ? context.progress : undefined}
          busy={state.hasTag('busy')}
          canRemove={context.currentImage !== null}
          error={context.error ? intl.formatMessage({ id: context.error }) : null}
          chooseLabel={intl.formatMessage({ id: 'settings.photo.choose' })}
          removeLabel={intl.formatMessage({ id: 'settings.photo.remove' })}
          onFileSelected={(file) => send({ type: 'photo.selected', file })}
          onSave={() => send({ type: 'photo.save' })}
          onCancel={() => send({ type: 'photo.cancel' })}
          onRemove={() => send({ type: 'photo.remove' })}
        />
        <div className={styles.photoText}>
          {/* Announced when a chosen photo turns into a preview or the saved one is removed. */}
          <p className={styles.photoStatus} aria-live="polite">
            {status && <FormattedMessage id={status} />}
          </p>
          <p className={styles.hint}>
            <FormattedMessage id="settings.photo.hint" />
          </p>
        </div>
      </div>
    </section>
  );
}
