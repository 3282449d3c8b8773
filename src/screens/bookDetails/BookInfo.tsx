import { FormattedMessage, useIntl } from 'react-intl';
import type { Book } from '../../api/contract';
import { BookCover } from '../../components/BookCover';
import { StarRating } from '../../components/StarRating';
import { cx } from '../../lib/cx';
import { CATALOGUE_LANGUAGE, formatDate, useLocale } from '../../i18n';
import { useHydrating } from '../../lib/useHydrating';
import styles from './BookPage.module.css';

/** The book's cover and every field the spec lists. */
export function BookInfo({ book }: { book: Book }) {
  const intl = useIntl();
  const { locale } = useLocale();
  // The server renders this page in its own zone: dates read in UTC until the app has it.
  const dateOptions = useHydrating() ? { timeZone: 'UTC' } : {};
  const unknown = intl.formatMessage({ id: 'book.unknown' });
  const fields: Array<[string, string]> = [
    ['book.field.genre', book.genre || unknown],
    ['book.field.year', book.published_year != null ? String(book.published_year) : unknown],
    ['book.field.isbn', book.isbn ?? unknown],
    ['book.field.publisher', book.publisher ?? unknown],
    ['book.field.added', formatDate(book.created_at, locale, dateOptions)],
    ['book.field.updated', formatDate(book.updated_at, locale, dateOptions)],
  ];
  return (
    <section className={styles.info} aria-labelledby="book-title">
      <BookCover
        className={styles.cover}
        title={book.title}
        author={book.author}
        image_url={book.image_url}
        size="lg"
      />
      <div className={styles.details}>
        <h1 id="book-title" className={styles.title}>
          {book.title}
        </h1>
        <p className={styles.author}>
          <FormattedMessage id="book.byAuthor" values={{ author: book.author }} />
        </p>
        <div className={styles.stats}>
          <StarRating value={book.rating} showValue />
          <span>
            <FormattedMessage id="book.readsCount" values={{ count: book.reads }} />
          </span>
        </div>
        <h2 className={styles.sectionTitle}>
          <FormattedMessage id="book.field.description" />
        </h2>
        {book.description.trim() !== '' ? (
          // The catalogue's descriptions are written in English: a Turkish page says so, and a
          // screen reader reads them in English (WCAG 3.1.2).
          <p className={styles.description} lang={CATALOGUE_LANGUAGE}>
            {book.description}
          </p>
        ) : (
          // Books seeded from the data set's facts only (and imported ones) have none yet.
          <p className={cx(styles.description, styles.noDescription)}>
            <FormattedMessage id="book.noDescription" />
          </p>
        )}
        <dl className={styles.fields}>
          {fields.map(([id, value]) => (
            <div key={id} className={styles.field}>
              <dt>
                <FormattedMessage id={id} />
              </dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
