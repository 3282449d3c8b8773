import { FormattedMessage, useIntl } from 'react-intl';
import {
  ConformanceSummary,
  CriteriaByPrinciple,
  KnownLimitations,
} from './accessibility/Conformance';
import { ACCESSIBILITY_CONTACT, REVIEWED_ON } from './accessibility/criteria';
import styles from './AccessibilityScreen.module.css';

/**
 * `/accessibility`: the accessibility statement. Shelfmark against every WCAG 2.2 A and AA
 * criterion, from src/screens/accessibility/criteria.ts, with the date of the review and whom to
 * write to. Linked from the footer on every page.
 */
export function AccessibilityScreen() {
  const intl = useIntl();
  // A date without a time: formatted in UTC, it is the same day everywhere.
  const reviewed = intl.formatDate(new Date(`${REVIEWED_ON}T12:00:00Z`), {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  return (
    <article className={styles.page} aria-labelledby="a11y-title">
      <header className={styles.header}>
        <h1 id="a11y-title" className={styles.title}>
          <FormattedMessage id="a11y.title" />
        </h1>
        <p className={styles.intro}>
          <FormattedMessage id="a11y.intro" />
        </p>
        <p className={styles.reviewed}>
          <FormattedMessage
            id="a11y.reviewed"
            values={{ date: <time dateTime={REVIEWED_ON}>{reviewed}</time> }}
          />
        </p>
      </header>

      <section className={styles.section} aria-labelledby="a11y-conformance">
        <h2 id="a11y-conformance" className={styles.sectionTitle}>
          <FormattedMessage id="a11y.conformance.title" />
        </h2>
        <ConformanceSummary />
      </section>

      <section className={styles.section} aria-labelledby="a11y-limitations">
        <h2 id="a11y-limitations" className={styles.sectionTitle}>
          <FormattedMessage id="a11y.limitations.title" />
        </h2>
        <KnownLimitations />
      </section>

      <CriteriaByPrinciple headingLevel={2} />

      <section className={styles.section} aria-labelledby="a11y-method">
        <h2 id="a11y-method" className={styles.sectionTitle}>
          <FormattedMessage id="a11y.method.title" />
        </h2>
        <p>
          <FormattedMessage id="a11y.method.text" />
        </p>
      </section>

      <section className={styles.section} aria-labelledby="a11y-contact">
        <h2 id="a11y-contact" className={styles.sectionTitle}>
          <FormattedMessage id="a11y.contact.title" />
        </h2>
        <p>
          <FormattedMessage
            id="a11y.contact.text"
            values={{
              email: <a href={`mailto:${ACCESSIBILITY_CONTACT}`}>{ACCESSIBILITY_CONTACT}</a>,
            }}
          />
        </p>
      </section>
    </article>
  );
}
