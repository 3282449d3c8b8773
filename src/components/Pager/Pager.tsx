import { defineMessages, useIntl } from 'react-intl';
import { Icon } from '../Icon';
import { cx } from '../../lib/cx';
import { pageItems } from './pageItems';
import styles from './Pager.module.css';

const messages = defineMessages<{
  label: Record<string, never>;
  previous: Record<string, never>;
  next: Record<string, never>;
  page: { page: number };
}>({
  label: { id: 'component.pager.label', defaultMessage: 'Pagination' },
  previous: { id: 'component.pager.previous', defaultMessage: 'Previous page' },
  next: { id: 'component.pager.next', defaultMessage: 'Next page' },
  page: { id: 'component.pager.page', defaultMessage: 'Page {page}' },
});

export interface PagerProps {
  /** Current page, 1-based. */
  page: number;
  /** Number of pages; the pager renders nothing when it is 1 or less. */
  totalPages: number;
  /** Called with the page the reader asks for. */
  onPageChange: (page: number) => void;
  /** Name of the navigation landmark, when a page has more than one pager ("Reviews pages"). */
  label?: string;
  /** Pages shown on each side of the current one before a gap. */
  siblings?: number;
  /** Extra class for the root element. */
  className?: string;
}

const ARROW_ICONS = { previous: 'chevronLeft', next: 'chevronRight' } as const;

/**
 * The previous or next page's arrow button, in its list item. At the first or last page it is
 * unavailable through `aria-disabled` rather than `disabled`, and ignores presses: pressing "Next
 * page" onto the last page would otherwise disable the very button that has focus, and the
 * browser would drop focus to the start of the page (WCAG 2.4.3). Keeping focus where it was is
 * what a keyboard user paging with Enter expects (the next Tab still leads on); moving it to
 * another button would make a press land somewhere unexpected, and screen readers say
 * "unavailable" for the arrow that has nowhere further to go.
 */
function Arrow({
  direction,
  unavailable,
  onClick,
}: {
  direction: keyof typeof ARROW_ICONS;
  unavailable: boolean;
  onClick: () => void;
}) {
  const intl = useIntl();
  return (
    <li>
      <button
        type="button"
        className={styles.button}
        data-kind="arrow"
        aria-label={intl.formatMessage(messages[direction])}
        aria-disabled={unavailable || undefined}
        onClick={unavailable ? undefined : onClick}
      >
        <Icon name={ARROW_ICONS[direction]} size={18} />
      </button>
    </li>
  );
}

/** Previous/next arrows and numbered page buttons in a labelled navigation landmark. */
export function Pager({
  page,
  totalPages,
  onPageChange,
  label,
  siblings = 1,
  className,
}: PagerProps) {
  const intl = useIntl();
  if (totalPages <= 1) return null;

  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= totalPages) onPageChange(target);
  };

  return (
    <nav
      className={cx(styles.root, className)}
      aria-label={label ?? intl.formatMessage(messages.label)}
    >
      <ul className={styles.list} role="list">
        <Arrow direction="previous" unavailable={page <= 1} onClick={() => go(page - 1)} />
        {pageItems(page, totalPages, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={styles.button}
                aria-label={intl.formatMessage(messages.page, { page: item })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {intl.formatNumber(item)}
              </button>
            </li>
          ) : (
            <li key={item} className={styles.gap} aria-hidden="true">
              …
            </li>
          ),
        )}
        <Arrow direction="next" unavailable={page >= totalPages} onClick={() => go(page + 1)} />
      </ul>
    </nav>
  );
}
