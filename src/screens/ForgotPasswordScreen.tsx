import { useMachine } from '@xstate/react';
import { useEffect, useRef, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { RESET_LINK_MINUTES } from '../api/contract/passwordResetRules';
import { Button } from '../components/Button';
import { TextField } from '../components/TextField';
import { useToastAction } from '../components/Toaster';
import { useLocale } from '../i18n';
import { forgotPasswordActors } from '../machines/forgotPassword/actors';
import {
  forgotPasswordErrors,
  forgotPasswordMachine,
} from '../machines/forgotPassword/forgotPasswordMachine';
import { useProvided } from '../lib/useProvided';
import { useApi } from '../session/SessionProvider';
import { validationMessageId } from '../validation';
import styles from './AuthLayout.module.css';

/**
 * `/forgot-password`: the address to send a reset link to. Whatever the address, the answer is
 * the same "if an account uses it, we've sent a link": nobody learns who has an account here.
 */
export function ForgotPasswordScreen() {
  const intl = useIntl();
  const api = useApi();
  const { locale } = useLocale();
  const showToast = useToastAction();
  const emailInput = useRef<HTMLInputElement>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  // The mail is written in the language the page shows when the reader sends it.
  const mailLocale = useRef(locale);
  useEffect(() => {
    mailLocale.current = locale;
  }, [locale]);

  const [snapshot, send] = useMachine(
    useProvided(() =>
      forgotPasswordMachine.provide({
        actors: forgotPasswordActors(api, () => mailLocale.current),
        actions: {
          showToast,
          // After the render that shows the error, so the field is read with its message.
          focusField: () => {
            requestAnimationFrame(() => emailInput.current?.focus());
          },
        },
      }),
    ),
  );

  const sent = snapshot.matches('sent');
  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);

  const { values, touched, sentTo } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const problem = touched.email ? forgotPasswordErrors(values).email : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'form.submit' });
  };

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="forgot-title">
        <h1 id="forgot-title" className={styles.title}>
          <FormattedMessage id="forgot.title" />
        </h1>
        {sent ? (
          <div className={styles.outcome}>
            <h2 ref={sentHeading} tabIndex={-1}>
              <FormattedMessage id="forgot.sent.title" />
            </h2>
            <p>
              <FormattedMessage
                id="forgot.sent.body"
                values={{ email: <strong>{sentTo}</strong>, minutes: RESET_LINK_MINUTES }}
              />
            </p>
            <p className={styles.hint}>
              <FormattedMessage id="forgot.sent.hint" />
            </p>
            <Button variant="secondary" fullWidth onClick={() => send({ type: 'again' })}>
              <FormattedMessage id="forgot.sent.again" />
            </Button>
          </div>
        ) : (
          <>
            <p className={styles.subtitle}>
              <FormattedMessage id="forgot.subtitle" />
            </p>
            <form
              className={styles.form}
              onSubmit={onSubmit}
              noValidate
              aria-labelledby="forgot-title"
            >
              <TextField
                ref={emailInput}
                id="forgot-email"
                name="email"
                type="email"
                label={<FormattedMessage id="forgot.email.label" />}
                placeholder={intl.formatMessage({ id: 'forgot.email.placeholder' })}
                autoComplete="email"
                inputMode="email"
                spellCheck={false}
                required
                value={values.email}
                disabled={busy}
                valid={touched.email ? problem === null : undefined}
                error={
                  problem ? intl.formatMessage({ id: validationMessageId(problem) }) : undefined
                }
                onChange={(event) =>
                  send({ type: 'field.change', field: 'email', value: event.target.value })
                }
              />
              <Button type="submit" size="lg" fullWidth loading={busy}>
                <FormattedMessage id={busy ? 'forgot.submitting' : 'forgot.submit'} />
              </Button>
            </form>
          </>
        )}
        <p className={styles.switch}>
          <Link to="/login">
            <FormattedMessage id="forgot.backToLogin" />
          </Link>
        </p>
      </section>
    </div>
  );
}
