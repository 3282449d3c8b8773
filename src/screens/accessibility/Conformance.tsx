import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  CRITERIA,
  PRINCIPLES,
  STATUSES,
  criteriaOf,
  criterionAnchor,
  criterionMessageId,
  isLimitation,
  limitations,
  statusCounts,
  type ConformanceStatus,
  type Criterion,
} from './criteria';
import styles from './Conformance.module.css';

/**
 * The statement's parts that read criteria.ts: the summary, the known limitations and the
 * criteria by principle. The screen (/accessibility) and the Storybook page
 * (src/docs/Accessibility.mdx) render these same components.
 */

type HeadingLevel = 2 | 3;

const Heading = ({
  level,
  id,
  className,
  children,
}: {
  level: HeadingLevel;
  id?: string;
  className?: string;
  children: ReactNode;
}) => {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
};

/** A status in words, coloured by kind (the words carry it; the colour only repeats it). */
export function StatusBadge({ status }: { status: ConformanceStatus }) {
  return (
    <span className={styles.badge} data-status={status}>
      <FormattedMessage id={`a11y.status.${status}`} />
    </span>
  );
}

const CriterionName = ({ criterion }: { criterion: Criterion }) => (
  <>
    <span className={styles.number}>{criterion.id}</span>{' '}
    <FormattedMessage id={criterionMessageId(criterion, 'name')} />
  </>
);

/** The conformance claim and how many criteria have each status. */
export function ConformanceSummary() {
  const counts = statusCounts();
  const intl = useIntl();
  return (
    <>
      <p>
        <FormattedMessage
          id="a11y.conformance.text"
          values={{
            applicable: CRITERIA.length - counts.notApplicable,
            supported: counts.supports,
          }}
        />
      </p>
      <ul
        role="list"
        className={styles.counts}
        aria-label={intl.formatMessage({ id: 'a11y.conformance.counts' })}
      >
        {STATUSES.map((status) => (
          <li key={status} className={styles.count}>
            <StatusBadge status={status} />
            <FormattedMessage id="a11y.count" values={{ count: counts[status] }} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** The criteria Shelfmark does not fully meet, each linking to its entry below. */
export function KnownLimitations() {
  const open = limitations();
  if (open.length === 0) {
    return (
      <p>
        <FormattedMessage id="a11y.limitations.none" />
      </p>
    );
  }
  return (
    <ul className={styles.limitations}>
      {open.map((criterion) => (
        <li key={criterion.id}>
          <a href={`#${criterionAnchor(criterion)}`}>
            <CriterionName criterion={criterion} />
          </a>{' '}
          <StatusBadge status={criterion.status} />
        </li>
      ))}
    </ul>
  );
}

export interface CriteriaByPrincipleProps {
  /** The level of each principle's heading, so the list fits the page's outline. */
  headingLevel?: HeadingLevel;
  /**
   * Every explanation open. By default only the criteria not fully met are: the others are a
   * line each, opened on demand, so 56 of them stay a page one can scan.
   */
  expanded?: boolean;
}

/** Every criterion, grouped under its principle: level, status, how it is met and the proof. */
export function CriteriaByPrinciple({
  headingLevel = 2,
  expanded = false,
}: CriteriaByPrincipleProps) {
  return PRINCIPLES.map((principle, index) => {
    const headingId = `a11y-principle-${principle}`;
    return (
      <section key={principle} className={styles.principle} aria-labelledby={headingId}>
        <Heading level={headingLevel} id={headingId} className={styles.principleTitle}>
          {index + 1}. <FormattedMessage id={`a11y.principle.${principle}.name`} />
        </Heading>
        <p className={styles.principleText}>
          <FormattedMessage id={`a11y.principle.${principle}.text`} />
        </p>
        <dl className={styles.criteria}>
          {criteriaOf(principle).map((criterion) => (
            <CriterionEntry key={criterion.id} criterion={criterion} expanded={expanded} />
          ))}
        </dl>
      </section>
    );
  });
}

function CriterionEntry({ criterion, expanded }: { criterion: Criterion; expanded: boolean }) {
  return (
    // A link from the known limitations lands here.
    <div className={styles.criterion} id={criterionAnchor(criterion)}>
      <dt className={styles.name}>
        <CriterionName criterion={criterion} />
      </dt>
      <dd className={styles.meta}>
        <span className={styles.level}>
          <FormattedMessage id="a11y.level" values={{ level: criterion.level }} />
        </span>
        <StatusBadge status={criterion.status} />
      </dd>
      <dd className={styles.explanation}>
        <details open={expanded || isLimitation(criterion)}>
          {/* Names its criterion: a list of identical summaries would say nothing on its own. */}
          <summary className={styles.summary}>
            <FormattedMessage id="a11y.field.how" values={{ id: criterion.id }} />
          </summary>
          <div className={styles.details}>
            <p className={styles.how}>
              <FormattedMessage id={criterionMessageId(criterion, 'how')} />
            </p>
            {criterion.evidence.length > 0 && (
              <div className={styles.evidence}>
                <span className={styles.evidenceLabel}>
                  <FormattedMessage id="a11y.field.evidence" />
                </span>
                {/* Paths and test names are English whatever the page's language (WCAG 3.1.2). */}
                <ul className={styles.evidenceList} lang="en">
                  {criterion.evidence.map((item) => (
                    <li key={`${item.path} ${item.detail ?? ''}`}>
                      <code>{item.path}</code>
                      {item.detail && <span className={styles.detail}>{item.detail}</span>}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </details>
      </dd>
    </div>
  );
}
