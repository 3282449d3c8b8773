import { FormattedMessage } from 'react-intl';
import styles from './ScreenPlaceholder.module.css';

export interface ScreenPlaceholderProps {
  /** Message id of the screen's title. */
  titleId: string;
}

/**
 * Stands in for a routed screen whose issue has not landed yet: the route, its guard and its
 * lazy chunk are real; the content says plainly that it is on its way.
 */
export function ScreenPlaceholder({ titleId }: ScreenPlaceholderProps) {
  return (
    <section className={styles.root} aria-labelledby="screen-title">
      <h1 id="screen-title" className={styles.title}>
        <FormattedMessage id={titleId} />
      </h1>
      <p className={styles.text}>
        <FormattedMessage id="common.comingSoon" />
      </p>
    </section>
  );
}
