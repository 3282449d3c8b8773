import { FormattedMessage, useIntl } from 'react-intl';
import type { PublicUser } from '../api/contract';
import { useSession } from '../session/SessionProvider';
import { Spinner } from '../components/Spinner';
import { AccountSection } from './settings/AccountSection';
import { DeleteAccountSection } from './settings/DeleteAccountSection';
import { ImportExportSection } from './settings/ImportExportSection';
import { PasswordSection } from './settings/PasswordSection';
import { PhotoSection } from './settings/PhotoSection';
import { PrivacySection } from './settings/PrivacySection';
import { SessionsSection } from './settings/SessionsSection';
import { SignInRequired } from './SignInRequired';
import styles from './settings/Settings.module.css';

/**
 * /settings: account details, profile picture, privacy (a private profile, follow requests,
 * blocked readers), password, the sessions signed in, import and export, and deleting the
 * account, for the signed-in reader. The route is not guarded (spec), so guests get a sign-in
 * notice instead of the forms.
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
      {status !== 'unknown' && !signedIn && <SignInRequired text="settings.loginRequired.text" />}
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
        <PrivacySection userId={user.id} />
      </div>
      <div className={styles.column}>
        <PasswordSection user={user} />
        <SessionsSection />
        <ImportExportSection />
        <DeleteAccountSection />
      </div>
    </div>
  );
}
