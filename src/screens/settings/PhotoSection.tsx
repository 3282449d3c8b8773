import { FormattedMessage, useIntl } from 'react-intl';
import type { PublicUser } from '../../api/contract';
import { PhotoPicker } from '../../components/PhotoPicker';
import { useOwnPhoto } from '../profile/useOwnPhoto';
import styles from './Settings.module.css';

/** Profile Picture: choose, preview, save or cancel, remove (the profile page's photo flow). */
export function PhotoSection({ user }: { user: PublicUser }) {
  const intl = useIntl();
  const { pickerProps, pending, saved } = useOwnPhoto(user);
  // Says what the avatar shows when it is not simply the saved photo.
  let status: 'settings.photo.preview' | 'settings.photo.none' | null = null;
  if (pending) status = 'settings.photo.preview';
  else if (!saved) status = 'settings.photo.none';
  return (
    <section className={styles.card} aria-labelledby="settings-photo-title">
      <h2 id="settings-photo-title" className={styles.cardTitle}>
        <FormattedMessage id="settings.photo.title" />
      </h2>
      <div className={styles.photo}>
        <PhotoPicker
          {...pickerProps}
          chooseLabel={intl.formatMessage({ id: 'settings.photo.choose' })}
          removeLabel={intl.formatMessage({ id: 'settings.photo.remove' })}
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
