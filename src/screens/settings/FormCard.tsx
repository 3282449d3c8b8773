import type { FormEvent, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import styles from './Settings.module.css';

export interface FormCardProps {
  /** Id of the heading, which also names the form. */
  headingId: string;
  title: MessageId;
  /** Called on submit; the browser's own validation and page reload are suppressed. */
  onSubmit: () => void;
  children: ReactNode;
}

/** A settings card holding one form: the titled section and the form it names. */
export function FormCard({ headingId, title, onSubmit, children }: FormCardProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        <FormattedMessage id={title} />
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={headingId}>
        {children}
      </form>
    </section>
  );
}
