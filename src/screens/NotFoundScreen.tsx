import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../components/Button';
import styles from './NotFoundScreen.module.css';

/** Unknown routes: say so plainly and offer the way back. */
export function NotFoundScreen() {
  return (
    <section className={styles.root} aria-labelledby="notfound-title">
      <p className={styles.code} aria-hidden="true">
        <FormattedMessage id="notfound.code" />
      </p>
      <h1 id="notfound-title" className={styles.title}>
        <FormattedMessage id="notfound.title" />
      </h1>
      <p className={styles.text}>
        <FormattedMessage id="notfound.text" />
      </p>
      <div className={styles.actions}>
        <ButtonLink to="/">
          <FormattedMessage id="notfound.home" />
        </ButtonLink>
        <ButtonLink to="/explore" variant="secondary">
          <FormattedMessage id="notfound.explore" />
        </ButtonLink>
      </div>
    </section>
  );
}
