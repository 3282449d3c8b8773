import { FormattedMessage, useIntl } from 'react-intl';
import type { PublicUser } from '../api/contract';
import { useSession } from '../session/SessionProvider';
import { ButtonLink } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { Spinner } from '../components/Spinner';
import { AccountSection } from './settings/AccountSection';
import { PasswordSection } from './settings/PasswordSection';
import { PhotoSection } from './settings/PhotoSection';
import styles from './settings/Settings.module.css';

/**
 * /settings: account details, profile picture and password for the signed-in reader. The route
 * is not guarded (spec), so guests get a sign-in notice instead of the forms.
 */
export function SettingsScreen() {
  const { status, user } = useSession();
  const intl = useIntl();
  const signedIn = status === 'signedIn' && user !== null;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          <FormattedMessage id="settings.title" />
        </h1>
        {signedIn && (
          <p className={styles.subtitle}>
            <FormattedMessage id="settings.subtitle" />
          </p>
        )}
      </header>
      {status === 'unknown' && <Spinner label={intl.formatMessage({ id: 'common.loading' })} />}
      {status !== 'unknown' && !signedIn && (
        <EmptyState
          icon="person"
          headingLevel={2}
          title={<FormattedMessage id="social.loginRequired.title" />}
          text={<FormattedMessage id="settings.loginRequired.text" />}
          action={
            <ButtonLink to="/login" variant="primary">
              <FormattedMessage id="social.loginRequired.link" />
            </ButtonLink>
          }
        />
      )}
      {/* Keyed by reader, so another sign-in starts every form afresh. */}
      {signedIn && <SettingsForms key={user.id} user={user} />}
    </div>
  );
}

function SettingsForms({ user }: { user: PublicUser }) {
  return (
    <div className={styles.columns}>
      <div className={styles.column}>
        <AccountSection user={user} />
        <PhotoSection user={user} />
      </div>
      <div className={styles.column}>
        <PasswordSection user={user} />
      </div>
    </div>
  );
}
