import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { Wordmark } from '../Wordmark';
import styles from './Footer.module.css';

export interface FooterProps {
  /** The copyright year; the app passes the current year, stories a fixed one. */
  year: number;
}

/** Site footer: wordmark, the spec's line, the accessibility statement and the copyright. */
export function Footer({ year }: FooterProps) {
  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <Wordmark size="sm" />
        <p className={styles.tagline}>
          <FormattedMessage id="footer.tagline" />
        </p>
        {/* The statement and its contact, in the same place on every page (WCAG 3.2.6). */}
        <Link className={styles.link} to="/accessibility">
          <FormattedMessage id="a11y.footer.link" />
        </Link>
        <p className={styles.copyright}>
          <FormattedMessage id="footer.copyright" values={{ year }} />
        </p>
      </div>
    </footer>
  );
}
