import { useMachine } from '@xstate/react';
import { useRef, type ChangeEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PublicUser } from '../../api/contract';
import { useApi } from '../../session/SessionProvider';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { useToastAction } from '../../components/Toaster';
import type { MessageId } from '../../i18n/messages';
import {
  passwordChangeMachine,
  passwordFieldErrors,
  type PasswordField,
} from '../../machines/password/passwordChangeMachine';
import { passwordChangeActors } from '../../machines/password/actors';
import { FormCard } from './FormCard';
import { useProvided } from '../../lib/useProvided';
import styles from './Settings.module.css';

interface FieldSpec {
  id: string;
  label: MessageId;
  help?: MessageId;
  autoComplete: 'current-password' | 'new-password';
}

const FIELDS: Record<PasswordField, FieldSpec> = {
  current_password: {
    id: 'settings-current-password',
    label: 'settings.password.current.label',
    autoComplete: 'current-password',
  },
  new_password: {
    id: 'settings-new-password',
    label: 'settings.password.new.label',
    help: 'register.password.help',
    autoComplete: 'new-password',
  },
  confirm_password: {
    id: 'settings-confirm-password',
    label: 'settings.password.confirm.label',
    autoComplete: 'new-password',
  },
};

/**
 * Change Password: the current password, a new one under the register rules and its
 * confirmation, sent to `/users/update/password` (which signs out the reader's other sessions).
 */
export function PasswordSection({ user }: { user: PublicUser }) {
  const intl = useIntl();
  const api = useApi();
  const inputs: Record<PasswordField, { current: HTMLInputElement | null }> = {
    current_password: useRef<HTMLInputElement>(null),
    new_password: useRef<HTMLInputElement>(null),
    confirm_password: useRef<HTMLInputElement>(null),
  };

  const showToast = useToastAction();
  const [snapshot, send] = useMachine(
    useProvided(() =>
      passwordChangeMachine.provide({
        actors: passwordChangeActors(api),
        actions: {
          showToast,
          // After the render that shows the errors, so the field is read with its message.
          focusField: (_, { field }) => {
            requestAnimationFrame(() => inputs[field].current?.focus());
          },
        },
      }),
    ),
  );

  const { values, touched } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const errors = passwordFieldErrors(snapshot.context);

  const field = (name: PasswordField): ReactNode => {
    const spec = FIELDS[name];
    const problem = errors[name];
    return (
      <TextField
        ref={inputs[name]}
        id={spec.id}
        name={name}
        type="password"
        autoComplete={spec.autoComplete}
        label={<FormattedMessage id={spec.label} />}
        helpText={spec.help ? <FormattedMessage id={spec.help} /> : undefined}
        required
        value={values[name]}
        disabled={busy}
        valid={touched[name] ? problem === null : undefined}
        error={problem ? intl.formatMessage({ id: problem }) : undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) =>
          send({ type: 'field.change', field: name, value: event.target.value })
        }
      />
    );
  };

  return (
    <FormCard
      headingId="settings-password-title"
      title="settings.password.title"
      onSubmit={() => send({ type: 'form.submit' })}
    >
      {/* Password managers file the new password under this account. */}
      <input
        type="email"
        name="username"
        autoComplete="username"
        value={user.email ?? user.username}
        readOnly
        hidden
      />
      {field('current_password')}
      {field('new_password')}
      {field('confirm_password')}
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          <FormattedMessage
            id={busy ? 'settings.password.submitting' : 'settings.password.submit'}
          />
        </Button>
      </div>
    </FormCard>
  );
}
