import { FormattedMessage } from 'react-intl';
import styles from './Wordmark.module.css';

export interface WordmarkProps {
  /** sm in the footer, md in the header. */
  size?: 'sm' | 'md';
}

/** The Shelfmark mark and name, shown in header and footer. */
export function Wordmark({ size = 'md' }: WordmarkProps) {
  return (
    <span className={styles.root} data-size={size}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="6" />
        <path d="M10 6h12v20l-6-4-6 4z" />
      </svg>
      <span className={styles.name} data-wordmark-name="">
        <FormattedMessage id="app.wordmark" />
      </span>
    </span>
  );
}
