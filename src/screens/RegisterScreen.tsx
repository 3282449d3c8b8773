import { useMachine } from '@xstate/react';
import { useRef, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { useApi } from '../session/SessionProvider';
import { Button } from '../components/Button';
import { ProgressBar } from '../components/ProgressBar';
import { TextField, type TextFieldProps } from '../components/TextField';
import { useToastAction } from '../components/Toaster';
import type { MessageId } from '../i18n/messages';
import { registerActors } from '../machines/register/actors';
import { registerMachine, registerProgress } from '../machines/register/registerMachine';
import { registerErrors, validationMessageId, type RegisterField } from '../validation';
import { useProvided } from '../lib/useProvided';
import type { LoginLocationState } from './LoginScreen';
import styles from './AuthLayout.module.css';

interface FieldSpec {
  type: TextFieldProps['type'];
  autoComplete: string;
  /** The `register.<key>.*` messages: label, help and placeholder. */
  key: string;
}

const FIELD_SPECS: Record<RegisterField, FieldSpec> = {
  name: { type: 'text', autoComplete: 'given-name', key: 'name' },
  surname: { type: 'text', autoComplete: 'family-name', key: 'surname' },
  // The public handle is a nickname ("screen name, handle" in HTML's list). Readers sign in with
  // their email: marked `username`, the handle was what password managers saved beside the new
  // password and later filled into the sign-in form's email field (WCAG 1.3.5, 3.3.8).
  username: { type: 'text', autoComplete: 'nickname', key: 'username' },
  email: { type: 'email', autoComplete: 'email', key: 'email' },
  password: { type: 'password', autoComplete: 'new-password', key: 'password' },
  confirm_password: { type: 'password', autoComplete: 'new-password', key: 'confirmPassword' },
};

const message = (key: string, part: 'label' | 'help' | 'placeholder') =>
  `register.${key}.${part}` as MessageId;

/** `/register`: six fields with live checks, the completion indicator and the way to /login. */
export function RegisterScreen() {
  const intl = useIntl();
  const api = useApi();
  const navigate = useNavigate();
  const inputs: Record<RegisterField, RefObject<HTMLInputElement | null>> = {
    name: useRef<HTMLInputElement>(null),
    surname: useRef<HTMLInputElement>(null),
    username: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirm_password: useRef<HTMLInputElement>(null),
  };

  const showToast = useToastAction();
  const [snapshot, send] = useMachine(
    useProvided(() =>
      registerMachine.provide({
        actors: registerActors(api),
        actions: {
          showToast,
          // After the render that shows the errors, so the field is read with its message.
          focusField: (_, { field }) => {
            requestAnimationFrame(() => inputs[field].current?.focus());
          },
          // The sign-in form starts with the address just registered (WCAG 3.3.7).
          navigateToLogin: ({ context }) =>
            navigate('/login', {
              state: { email: context.values.email.trim() } satisfies LoginLocationState,
            }),
        },
      }),
    ),
  );

  const { values, touched } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const errors = registerErrors(values);
  const progress = registerProgress(values);

  const field = (name: RegisterField) => {
    const spec = FIELD_SPECS[name];
    const problem = touched[name] ? errors[name] : null;
    return (
      <TextField
        ref={inputs[name]}
        id={`register-${name}`}
        name={name}
        type={spec.type}
        autoComplete={spec.autoComplete}
        label={<FormattedMessage id={message(spec.key, 'label')} />}
        helpText={<FormattedMessage id={message(spec.key, 'help')} />}
        placeholder={intl.formatMessage({ id: message(spec.key, 'placeholder') })}
        value={values[name]}
        disabled={busy}
        required
        spellCheck={name === 'username' || name === 'email' ? false : undefined}
        valid={touched[name] ? problem === null : undefined}
        error={problem ? intl.formatMessage({ id: validationMessageId(problem) }) : undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) =>
          send({ type: 'field.change', field: name, value: event.target.value })
        }
      />
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'form.submit' });
  };

  return (
    <div className={styles.page}>
      <section className={styles.card} data-size="wide" aria-labelledby="register-title">
        <h1 id="register-title" className={styles.title}>
          <FormattedMessage id="register.title" />
        </h1>
        <p className={styles.subtitle}>
          <FormattedMessage id="register.subtitle" />
        </p>
        <form
          className={styles.form}
          onSubmit={onSubmit}
          noValidate
          aria-labelledby="register-title"
        >
          <ProgressBar
            value={progress.percent}
            label={<FormattedMessage id="register.progress.label" />}
            stageLabel={intl.formatMessage({ id: `register.progress.${progress.stage}` })}
          />
          <div className={styles.row}>
            {field('name')}
            {field('surname')}
          </div>
          {field('username')}
          {field('email')}
          {field('password')}
          {field('confirm_password')}
          <Button type="submit" size="lg" fullWidth loading={busy}>
            <FormattedMessage id={busy ? 'register.submitting' : 'register.submit'} />
          </Button>
        </form>
        <p className={styles.switch}>
          <FormattedMessage id="register.haveAccount" />{' '}
          <Link to="/login">
            <FormattedMessage id="register.loginLink" />
          </Link>
        </p>
      </section>
    </div>
  );
}
