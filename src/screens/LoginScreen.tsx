import { useMachine } from '@xstate/react';
import { useEffect, useRef, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useApi, useSession } from '../session/SessionProvider';
import { Button } from '../components/Button';
import { TextField } from '../components/TextField';
import { useToastAction } from '../components/Toaster';
import { loginActors } from '../machines/login/actors';
import { loginMachine } from '../machines/login/loginMachine';
import { liveLoginErrors, validationMessageId, type LoginField } from '../validation';
import { useProvided } from '../lib/useProvided';
import styles from './AuthLayout.module.css';

/** What a page that sends the reader to /login may hand over: registration, the new address. */
export interface LoginLocationState {
  email?: string;
}

function handedOverEmail(state: unknown): string {
  const email = (state as LoginLocationState | null)?.email;
  return typeof email === 'string' ? email : '';
}

/** `/login`: email and password with live hints, sign-in, and the way to /register. */
export function LoginScreen() {
  const intl = useIntl();
  const api = useApi();
  const { send: sendToSession } = useSession();
  const navigate = useNavigate();
  const showToast = useToastAction();
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const inputs: Record<LoginField, typeof emailInput> = {
    email: emailInput,
    password: passwordInput,
  };

  const [snapshot, send] = useMachine(
    useProvided(() =>
      loginMachine.provide({
        actors: loginActors(api),
        actions: {
          showToast,
          // After the render that shows the errors, so the field is read with its message.
          focusField: (_, { field }) => {
            requestAnimationFrame(() => inputs[field].current?.focus());
          },
          startSession: (_, { result }) => {
            if (result) sendToSession({ type: 'session.loggedIn', ...result });
          },
          navigateToDashboard: () => navigate('/dashboard', { replace: true }),
        },
      }),
    ),
  );

  // Straight after registering, the address is filled in: nobody types it twice (WCAG 3.3.7).
  const registeredEmail = handedOverEmail(useLocation().state);
  useEffect(() => {
    if (registeredEmail) send({ type: 'field.change', field: 'email', value: registeredEmail });
  }, [registeredEmail, send]);

  const { values, touched } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const errors = liveLoginErrors(values);

  const fieldProps = (field: LoginField) => {
    const problem = touched[field] ? errors[field] : null;
    return {
      name: field,
      value: values[field],
      disabled: busy,
      valid: touched[field] ? problem === null : undefined,
      error: problem ? intl.formatMessage({ id: validationMessageId(problem) }) : undefined,
      onChange: (event: { target: { value: string } }) =>
        send({ type: 'field.change', field, value: event.target.value }),
    };
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'form.submit' });
  };

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="login-title">
        <h1 id="login-title" className={styles.title}>
          <FormattedMessage id="login.title" />
        </h1>
        <p className={styles.subtitle}>
          <FormattedMessage id="login.subtitle" />
        </p>
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="login-title">
          <TextField
            {...fieldProps('email')}
            ref={emailInput}
            id="login-email"
            type="email"
            label={<FormattedMessage id="login.email.label" />}
            placeholder={intl.formatMessage({ id: 'login.email.placeholder' })}
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            required
          />
          <TextField
            {...fieldProps('password')}
            ref={passwordInput}
            id="login-password"
            type="password"
            label={<FormattedMessage id="login.password.label" />}
            placeholder={intl.formatMessage({ id: 'login.password.placeholder' })}
            autoComplete="current-password"
            required
          />
          <Link to="/forgot-password" className={styles.forgot}>
            <FormattedMessage id="login.forgotLink" />
          </Link>
          <Button type="submit" size="lg" fullWidth loading={busy}>
            <FormattedMessage id={busy ? 'login.submitting' : 'login.submit'} />
          </Button>
        </form>
        <p className={styles.switch}>
          <FormattedMessage id="login.noAccount" />{' '}
          <Link to="/register">
            <FormattedMessage id="login.registerLink" />
          </Link>
        </p>
      </section>
    </div>
  );
}
