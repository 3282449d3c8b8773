import { useMachine } from '@xstate/react';
import { useEffect, useRef, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PublicUser } from '../../api/contract';
import { GENDERS } from '../../api/contract/limits';
import { useApi, useSession } from '../../session/SessionProvider';
import { Button } from '../../components/Button';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import { useToastAction } from '../../components/Toaster';
import { useLocale } from '../../i18n';
import {
  accountFieldErrors,
  accountFormMachine,
  emailChanged,
  type AccountField,
} from '../../machines/account/accountFormMachine';
import { accountFormActors } from '../../machines/account/actors';
import { FormCard } from './FormCard';
import { useProvided } from '../../lib/useProvided';
import styles from './Settings.module.css';

/**
 * Account Settings: full name, email and gender, saved with `/users/update/profile`. A changed
 * email also asks for the current password, in a field that appears while the email differs.
 */
export function AccountSection({ user }: { user: PublicUser }) {
  const intl = useIntl();
  const api = useApi();
  const { send: sendSession } = useSession();
  const fullNameInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const currentPasswordInput = useRef<HTMLInputElement>(null);
  const genderSelect = useRef<HTMLSelectElement>(null);
  const controls: Record<AccountField, { current: HTMLElement | null }> = {
    fullName: fullNameInput,
    email: emailInput,
    currentPassword: currentPasswordInput,
    gender: genderSelect,
  };

  // A changed email is announced to the old address in the language the page shows on saving.
  const { locale } = useLocale();
  const mailLocale = useRef(locale);
  useEffect(() => {
    mailLocale.current = locale;
  }, [locale]);

  const showToast = useToastAction();
  const [snapshot, send] = useMachine(
    useProvided(() =>
      accountFormMachine.provide({
        actors: accountFormActors(api, () => mailLocale.current),
        actions: {
          showToast,
          // After the render that shows the errors, so the field is read with its message.
          focusField: (_, { field }) => {
            requestAnimationFrame(() => controls[field].current?.focus());
          },
          userUpdated: (_, { user: updated }) =>
            sendSession({ type: 'session.userUpdated', user: updated }),
        },
      }),
    ),
    { input: { user } },
  );

  const { values, touched } = snapshot.context;
  const askPassword = emailChanged(values, snapshot.context.user);
  const busy = snapshot.hasTag('busy');
  const errors = accountFieldErrors(snapshot.context);
  /** What every control of the form takes from the machine: its value, state and message. */
  const fieldProps = (field: AccountField) => {
    const id = errors[field];
    return {
      value: values[field],
      disabled: busy,
      error: id ? intl.formatMessage({ id }) : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
        send({ type: 'field.change', field, value: event.target.value }),
    };
  };
  const textFieldProps = (field: AccountField) => ({
    ...fieldProps(field),
    valid: touched[field] ? errors[field] === null : undefined,
  });

  return (
    <FormCard
      headingId="settings-account-title"
      title="settings.account.title"
      onSubmit={() => send({ type: 'form.submit' })}
    >
      <TextField
        ref={fullNameInput}
        id="settings-full-name"
        name="full_name"
        label={<FormattedMessage id="settings.account.fullName.label" />}
        helpText={<FormattedMessage id="settings.account.fullName.help" />}
        autoComplete="name"
        maxLength={200}
        required
        {...textFieldProps('fullName')}
      />
      <TextField
        ref={emailInput}
        id="settings-email"
        name="email"
        type="email"
        label={<FormattedMessage id="settings.account.email.label" />}
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        maxLength={254}
        required
        {...textFieldProps('email')}
      />
      {askPassword && (
        <TextField
          ref={currentPasswordInput}
          id="settings-account-current-password"
          name="current_password"
          type="password"
          label={<FormattedMessage id="settings.account.currentPassword.label" />}
          helpText={<FormattedMessage id="settings.account.currentPassword.help" />}
          autoComplete="current-password"
          maxLength={200}
          required
          {...textFieldProps('currentPassword')}
        />
      )}
      <Select
        ref={genderSelect}
        id="settings-gender"
        name="gender"
        label={<FormattedMessage id="settings.account.gender.label" />}
        placeholder={intl.formatMessage({ id: 'settings.account.gender.placeholder' })}
        options={GENDERS.map((gender) => ({
          value: gender,
          label: intl.formatMessage({ id: `settings.account.gender.${gender}` }),
        }))}
        {...fieldProps('gender')}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          <FormattedMessage id={busy ? 'settings.account.saving' : 'settings.account.save'} />
        </Button>
      </div>
    </FormCard>
  );
}
