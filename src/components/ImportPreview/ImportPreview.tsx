import { useId } from 'react';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { ImportChoice, ImportSummary, ImportUncertainRow } from '../../api/contract';
import type { MessageId } from '../../i18n/messages';
import { Button } from '../Button';
import { cx } from '../../lib/cx';
import styles from './ImportPreview.module.css';

export interface ImportPreviewProps {
  /** The preview as the server answered it. */
  summary: ImportSummary;
  /** The reader's choices not yet answered, by line; they win over the summary's. */
  choices?: Readonly<Record<number, ImportChoice>>;
  /** Nothing new: the file was imported before, or every book is already in the catalogue. */
  nothingNew?: boolean;
  /** Confirm was pressed with uncertain rows left without a choice. */
  needsChoices?: boolean;
  /** Choices are being sent. */
  resolving?: boolean;
  /** The import is being started. */
  confirming?: boolean;
  /** What happens to the uncertain rows not listed (beyond the first 100), once chosen. */
  rest?: 'create' | 'skip' | null;
  /** A choice for an uncertain row. */
  onChoose: (line: number, choice: ImportChoice) => void;
  /** A choice for the uncertain rows not listed: create a book for each, or skip them. */
  onRestChange?: (action: 'create' | 'skip') => void;
  /** Import the file as previewed. */
  onConfirm: () => void;
  /** Drop the preview and start over. */
  onCancel: () => void;
  /** Extra class for the root element. */
  className?: string;
}

const BECOMES: Record<ImportSummary['shelves'][number]['becomes'], MessageId> = {
  want_to_read: 'journal.status.want_to_read',
  reading: 'journal.status.reading',
  read: 'journal.status.read',
  paused: 'journal.status.paused',
  dnf: 'journal.status.dnf',
  tag: 'import.preview.becomesTag',
};

/** A choice as a radio value: `book:101`, `create`, `skip`. */
const valueOf = (choice: ImportChoice | null) =>
  choice === null ? '' : choice.action === 'book' ? `book:${choice.book_id}` : choice.action;

const choiceOf = (value: string): ImportChoice =>
  value.startsWith('book:')
    ? { action: 'book', book_id: Number(value.slice(5)) }
    : { action: value === 'create' ? 'create' : 'skip' };

function UncertainRow({
  row,
  choice,
  disabled,
  onChoose,
}: {
  row: ImportUncertainRow;
  choice: ImportChoice | null;
  disabled: boolean;
  onChoose: (line: number, choice: ImportChoice) => void;
}) {
  const intl = useIntl();
  const name = `${useId()}-choice`;
  const options = [
    ...row.candidates.map((candidate) => ({
      value: `book:${candidate.book_id}`,
      label: intl.formatMessage(
        { id: 'import.preview.candidate' },
        {
          title: candidate.title,
          author: candidate.author,
          year: candidate.published_year === null ? 'none' : String(candidate.published_year),
          confidence: candidate.confidence,
        },
      ),
    })),
    { value: 'create', label: intl.formatMessage({ id: 'import.preview.create' }) },
    { value: 'skip', label: intl.formatMessage({ id: 'import.preview.skip' }) },
  ];
  return (
    <fieldset className={styles.uncertain} data-chosen={choice ? true : undefined}>
      <legend className={styles.legend}>
        <FormattedMessage
          id="import.preview.row"
          values={{ line: row.line, title: row.title, authors: row.authors.join(', ') || 'none' }}
        />
      </legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={valueOf(choice) === option.value}
              disabled={disabled}
              onChange={() => onChoose(row.line, choiceOf(option.value))}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * What an import will do before anything is written: the rows and how they matched, the books
 * to create, what each shelf becomes, what the file holds, the uncertain rows each with a choice
 * (a candidate, a new book, or skip), the skipped rows with their reasons, and confirm or cancel.
 */
export function ImportPreview({
  summary,
  choices = {},
  nothingNew = false,
  needsChoices = false,
  resolving = false,
  confirming = false,
  rest = null,
  onChoose,
  onRestChange,
  onConfirm,
  onCancel,
  className,
}: ImportPreviewProps) {
  const intl = useIntl();
  const { rows, contents } = summary;
  const number = (value: number) => intl.formatNumber(value);
  const counts: [MessageId, number][] = [
    ['import.preview.rows.total', rows.total],
    ['import.preview.rows.isbn13', rows.matched.isbn13],
    ['import.preview.rows.isbn10', rows.matched.isbn10],
    ['import.preview.rows.titleAuthor', rows.matched.title_author],
    ['import.preview.rows.chosen', rows.matched.chosen],
    ['import.preview.rows.toCreate', rows.to_create],
    ['import.preview.rows.uncertain', rows.uncertain],
    ['import.preview.rows.skipped', rows.skipped],
    ['import.preview.rows.withProblems', rows.with_problems],
  ];
  const held: [MessageId, number][] = [
    ['import.preview.contents.readings', contents.readings],
    ['import.preview.contents.tags', contents.tags],
  ];
  const choiceFor = (row: ImportUncertainRow) => choices[row.line] ?? row.choice;
  const unlisted = rows.uncertain - summary.uncertain.length;
  const restName = `${useId()}-rest`;
  return (
    <div className={cx(styles.root, className)}>
      <section className={styles.card} aria-labelledby="import-preview-title">
        {/* Focusable, so the screen can move focus here when the preview arrives. */}
        <h2 id="import-preview-title" className={styles.title} tabIndex={-1}>
          <FormattedMessage
            id="import.preview.title"
            values={{ fileName: summary.filename, format: summary.format }}
          />
        </h2>
        {summary.already_imported_at && (
          <p className={styles.note} role="status">
            <FormattedMessage
              id="import.preview.alreadyImported"
              values={{
                date: (
                  <FormattedDate
                    value={summary.already_imported_at}
                    dateStyle="long"
                    timeZone="UTC"
                  />
                ),
              }}
            />
          </p>
        )}
        {nothingNew && !summary.already_imported_at && (
          <p className={styles.note} role="status">
            <FormattedMessage id="import.preview.nothingNew" />
          </p>
        )}
        <dl className={styles.counts}>
          {counts.map(([label, count]) => (
            <div key={label} className={styles.count}>
              <dt>
                <FormattedMessage id={label} />
              </dt>
              <dd>{number(count)}</dd>
            </div>
          ))}
        </dl>
      </section>

      {summary.shelves.length > 0 && (
        <section className={styles.card} aria-labelledby="import-shelves-title">
          <h3 id="import-shelves-title" className={styles.subtitle}>
            <FormattedMessage id="import.preview.shelves.title" />
          </h3>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="import.preview.shelves.shelf" />
                </th>
                <th scope="col">
                  <FormattedMessage id="import.preview.shelves.becomes" />
                </th>
                <th scope="col" className={styles.numeric}>
                  <FormattedMessage id="import.preview.shelves.rows" />
                </th>
              </tr>
            </thead>
            <tbody>
              {summary.shelves.map((shelf) => (
                <tr key={shelf.shelf}>
                  <th scope="row" className={styles.shelf}>
                    {shelf.shelf}
                  </th>
                  <td>
                    <FormattedMessage id={BECOMES[shelf.becomes]} />
                  </td>
                  <td className={styles.numeric}>
                    <FormattedNumber value={shelf.rows} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <NewShelves summary={summary} />
          <h3 className={styles.subtitle}>
            <FormattedMessage id="import.preview.contents.title" />
          </h3>
          {/* Ratings counts every row with stars; reviews the ones with words too. */}
          <p className={styles.tally}>
            <FormattedMessage
              id="import.preview.contents.tally"
              values={{ ratings: contents.ratings, reviews: contents.reviews }}
            />
          </p>
          <dl className={styles.counts}>
            {held.map(([label, count]) => (
              <div key={label} className={styles.count}>
                <dt>
                  <FormattedMessage id={label} />
                </dt>
                <dd>{number(count)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      {summary.uncertain.length > 0 && (
        <section
          className={styles.card}
          aria-labelledby="import-uncertain-title"
          aria-busy={resolving || undefined}
        >
          <h3 id="import-uncertain-title" className={styles.subtitle}>
            <FormattedMessage
              id="import.preview.uncertain.title"
              values={{ count: rows.uncertain }}
            />
          </h3>
          <p className={styles.muted}>
            <FormattedMessage id="import.preview.uncertain.text" />
          </p>
          {needsChoices && (
            <p className={styles.error} role="alert">
              <FormattedMessage
                id="import.preview.uncertain.needed"
                values={{ count: rows.unresolved }}
              />
            </p>
          )}
          {summary.uncertain.map((row) => (
            <UncertainRow
              key={row.line}
              row={row}
              choice={choiceFor(row)}
              disabled={confirming}
              onChoose={onChoose}
            />
          ))}
          {unlisted > 0 && (
            <fieldset className={styles.uncertain} data-chosen={rest ? true : undefined}>
              <legend className={styles.legend}>
                <FormattedMessage id="import.preview.rest.legend" values={{ count: unlisted }} />
              </legend>
              <div className={styles.options}>
                {(['create', 'skip'] as const).map((action) => (
                  <label key={action} className={styles.option}>
                    <input
                      type="radio"
                      name={restName}
                      value={action}
                      checked={rest === action}
                      disabled={confirming}
                      onChange={() => onRestChange?.(action)}
                    />
                    <span>
                      <FormattedMessage id={`import.preview.rest.${action}`} />
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}
        </section>
      )}

      {summary.skipped.length > 0 && (
        <section className={styles.card} aria-labelledby="import-skipped-title">
          <h3 id="import-skipped-title" className={styles.subtitle}>
            <FormattedMessage id="import.preview.skipped.title" values={{ count: rows.skipped }} />
          </h3>
          <ul className={styles.skipped}>
            {summary.skipped.map((row) => (
              <li key={row.line}>
                <span className={styles.skippedRow}>
                  <FormattedMessage
                    id="import.preview.row"
                    values={{
                      line: row.line,
                      title: row.title || intl.formatMessage({ id: 'import.preview.untitled' }),
                      authors: row.authors.join(', ') || 'none',
                    }}
                  />
                </span>
                <span className={styles.muted}>{row.reasons.join('; ')}</span>
              </li>
            ))}
          </ul>
          {rows.skipped > summary.skipped.length && (
            <p className={styles.muted}>
              <FormattedMessage
                id="import.preview.more"
                values={{ count: rows.skipped - summary.skipped.length }}
              />
            </p>
          )}
        </section>
      )}

      <div className={styles.actions}>
        <Button loading={confirming || resolving} onClick={onConfirm}>
          <FormattedMessage
            id="import.preview.confirm"
            values={{ count: rows.total - rows.skipped }}
          />
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={confirming}>
          <FormattedMessage id="import.preview.cancel" />
        </Button>
      </div>
    </div>
  );
}

/** The reader's shelves the import makes: their names, how many more, and any past the limit. */
function NewShelves({ summary }: { summary: ImportSummary }) {
  const { names, total, over_limit: overLimit } = summary.shelves_new;
  if (total === 0) {
    return summary.contents.tags > 0 ? (
      <p className={styles.muted}>
        <FormattedMessage id="import.preview.newShelves.none" />
      </p>
    ) : null;
  }
  return (
    <>
      <h3 id="import-new-shelves-title" className={styles.subtitle}>
        <FormattedMessage id="import.preview.newShelves.title" values={{ count: total }} />
      </h3>
      <ul className={styles.newShelves} aria-labelledby="import-new-shelves-title">
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
        {total > names.length && (
          <li>
            <FormattedMessage
              id="import.preview.newShelves.more"
              values={{ count: total - names.length }}
            />
          </li>
        )}
      </ul>
      {overLimit > 0 && (
        <p className={styles.muted}>
          <FormattedMessage
            id="import.preview.newShelves.overLimit"
            values={{ count: overLimit }}
          />
        </p>
      )}
    </>
  );
}
