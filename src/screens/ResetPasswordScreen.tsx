import { useMachine } from '@xstate/react';
import { useRef, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { RESET_LINK_MINUTES } from '../api/contract/passwordResetRules';
import { Button, ButtonLink } from '../components/Button';
import { TextField } from '../components/TextField';
import { useToastAction } from '../components/Toaster';
import type { MessageId } from '../i18n/messages';
import { resetPasswordActors } from '../machines/resetPassword/actors';
import {
  resetFieldErrors,
  resetPasswordMachine,
  type ResetField,
} from '../machines/resetPassword/resetPasswordMachine';
import { useProvided } from '../lib/useProvided';
import { useApi } from '../session/SessionProvider';
import styles from './AuthLayout.module.css';

const FIELDS: Record<ResetField, { key: string; help?: MessageId }> = {
  password: { key: 'password', help: 'reset.password.help' },
  confirm_password: { key: 'confirmPassword' },
};

type DeadLink = 'invalid' | 'expired' | 'used';
const DEAD_LINKS: DeadLink[] = ['invalid', 'expired', 'used'];

/**
 * `/reset-password?token=…`: a new password from a mailed link, with the register screen's live
 * checks. Success says every session was signed out and leads to /login; a broken, expired or
 * used link says which, and leads to /forgot-password for a new one.
 */
export function ResetPasswordScreen() {
  const intl = useIntl();
  const api = useApi();
  const showToast = useToastAction();
  const [params] = useSearchParams();
  const outcomeHeading = useRef<HTMLHeadingElement>(null);
  const inputs: Record<ResetField, RefObject<HTMLInputElement | null>> = {
    password: useRef<HTMLInputElement>(null),
    confirm_password: useRef<HTMLInputElement>(null),
  };

  const [snapshot, send] = useMachine(
    useProvided(() =>
      resetPasswordMachine.provide({
        actors: resetPasswordActors(api),
        actions: {
          showToast,
          focusField: (_, { field }) => {
            requestAnimationFrame(() => inputs[field].current?.focus());
          },
          // After the render that shows the outcome, so its heading is there to take focus.
          focusOutcome: () => {
            requestAnimationFrame(() => outcomeHeading.current?.focus());
          },
        },
      }),
    ),
    { input: { token: params.get('token') ?? '' } },
  );

  const busy = snapshot.hasTag('busy');
  const errors = resetFieldErrors(snapshot.context);
  const { values, touched } = snapshot.context;
  const deadLink = DEAD_LINKS.find((kind) => snapshot.matches({ link: kind }));

  const field = (name: ResetField) => {
    const spec = FIELDS[name];
    const problem = errors[name];
    return (
      <TextField
        ref={inputs[name]}
        id={`reset-${name}`}
        name={name}
        type="password"
        autoComplete="new-password"
        label={<FormattedMessage id={`reset.${spec.key}.label` as MessageId} />}
        helpText={spec.help ? <FormattedMessage id={spec.help} /> : undefined}
        placeholder={intl.formatMessage({ id: `reset.${spec.key}.placeholder` as MessageId })}
        value={values[name]}
        disabled={busy}
        required
        valid={touched[name] || problem ? problem === null : undefined}
        error={problem ? intl.formatMessage({ id: problem }) : undefined}
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

  let body;
  if (snapshot.matches('done')) {
    body = (
      <div className={styles.outcome}>
        <h2 ref={outcomeHeading} tabIndex={-1}>
          <FormattedMessage id="reset.done.title" />
        </h2>
        <p>
          <FormattedMessage id="reset.done.body" />
        </p>
        <ButtonLink to="/login" size="lg" fullWidth>
          <FormattedMessage id="reset.done.login" />
        </ButtonLink>
      </div>
    );
  } else if (deadLink) {
    body = (
      <div className={styles.outcome}>
        <h2 ref={outcomeHeading} tabIndex={-1}>
          <FormattedMessage id={`reset.link.${deadLink}.title`} />
        </h2>
        <p>
          <FormattedMessage
            id={`reset.link.${deadLink}.body`}
            values={{ minutes: RESET_LINK_MINUTES }}
          />
        </p>
        <ButtonLink to="/forgot-password" size="lg" fullWidth>
          <FormattedMessage id="reset.link.newLink" />
        </ButtonLink>
      </div>
    );
  } else {
    body = (
      <>
        <p className={styles.subtitle}>
          <FormattedMessage id="reset.subtitle" />
        </p>
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="reset-title">
          {field('password')}
          {field('confirm_password')}
          <Button type="submit" size="lg" fullWidth loading={busy}>
            <FormattedMessage id={busy ? 'reset.submitting' : 'reset.submit'} />
          </Button>
        </form>
      </>
    );
  }

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="reset-title">
        <h1 id="reset-title" className={styles.title}>
          <FormattedMessage id="reset.title" />
        </h1>
        {body}
        {!snapshot.matches('done') && (
          <p className={styles.switch}>
            <Link to="/login">
              <FormattedMessage id="reset.backToLogin" />
            </Link>
          </p>
        )}
      </section>
    </div>
  );
}
