import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import type { MessageId } from '../i18n';

interface SignInRequiredProps {
  /** The notice's heading. */
  title?: MessageId;
  /** What signing in gives access to here. */
  text?: MessageId;
  /** Where the sign-in button leads. */
  to?: string;
}

/** What a guest sees on a page for readers only: why, and the way to sign in. */
export function SignInRequired({
  title = 'social.loginRequired.title',
  text,
  to = '/login',
}: SignInRequiredProps) {
  return (
    <EmptyState
      icon="person"
      headingLevel={2}
      title={<FormattedMessage id={title} />}
      text={text && <FormattedMessage id={text} />}
      action={
        <ButtonLink to={to} variant="primary">
          <FormattedMessage id="social.loginRequired.link" />
        </ButtonLink>
      }
    />
  );
}
