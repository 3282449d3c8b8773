import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';

/** What a signed-in reader who does not moderate sees at /moderation (and after a code 4). */
export function NotModerator() {
  return (
    <EmptyState
      icon="lock"
      headingLevel={2}
      title={<FormattedMessage id="moderation.forbidden.title" />}
      text={<FormattedMessage id="moderation.forbidden.text" />}
      action={
        <ButtonLink to="/dashboard" variant="secondary">
          <FormattedMessage id="moderation.forbidden.link" />
        </ButtonLink>
      }
    />
  );
}
