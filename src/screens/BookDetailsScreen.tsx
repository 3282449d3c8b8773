import { useDataMachine } from '../lib/useDataMachine';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePrefetched } from '../api/prefetched';
import { useApi } from '../session/SessionProvider';
import { Button } from '../components/Button';
import { ErrorState } from '../components/ErrorState';
import { Spinner } from '../components/Spinner';
import { useToastAction } from '../components/Toaster';
import type { MessageId } from '../i18n/messages';
import {
  bookDetailsMachine,
  bookFailureText,
  parseBookId,
} from '../machines/bookDetails/bookDetailsMachine';
import { BookActivity } from './bookDetails/BookActivity';
import { bookDetailsActors } from '../machines/bookDetails/actors';
import { BookInfo } from './bookDetails/BookInfo';
import { useProvided } from '../lib/useProvided';
import styles from './bookDetails/BookPage.module.css';

export interface BookDetailsScreenProps {
  /** The moment review times are measured from; stories pass a fixed one. */
  now?: Date;
}

/** `/book/details?id=`: the book, the reader's flags and actions, the review form and reviews. */
export function BookDetailsScreen({ now }: BookDetailsScreenProps) {
  const [params] = useSearchParams();
  const bookId = parseBookId(params.get('id'));
  // A new id is a new page: fresh machines, nothing carried over.
  return <BookPage key={bookId ?? 'none'} bookId={bookId} now={now} />;
}

function BookPage({ bookId, now }: { bookId: number | null; now?: Date }) {
  const intl = useIntl();
  const api = useApi();
  const navigate = useNavigate();
  const showToast = useToastAction();
  // Server-rendered pages come with the book: the machine starts from it (src/api/prefetched).
  const prefetched = usePrefetched('/books/get/id', bookId ?? undefined);
  const [snapshot, send] = useDataMachine(
    useProvided(() =>
      bookDetailsMachine.provide({
        actors: bookDetailsActors(api),
        actions: {
          showToast,
        },
      }),
    ),
    { input: { bookId, book: prefetched?.books[0] } },
  );
  const { book } = snapshot.context;

  if (book && snapshot.matches('loaded')) {
    return (
      <div className={styles.page}>
        <BookInfo book={book} />
        <BookActivity
          book={book}
          now={now}
          onBookChanged={(changed) => send({ type: 'book.changed', book: changed })}
        />
      </div>
    );
  }

  if (snapshot.matches('notFound') || snapshot.matches('error')) {
    const notFound = snapshot.matches('notFound');
    const missing = snapshot.matches({ notFound: 'missingId' });
    const reason = (['network', 'server', 'format', 'unknown'] as const).find((name) =>
      snapshot.matches({ error: name }),
    );
    let message: MessageId = bookFailureText[reason ?? 'unknown'];
    if (notFound) message = missing ? bookFailureText.missingId : 'book.notFound.text';
    return (
      <div className={styles.page}>
        <ErrorState
          density="roomy"
          title={<FormattedMessage id={notFound ? 'book.notFound.title' : 'book.error.title'} />}
          message={<FormattedMessage id={message} />}
          // A missing id cannot come back by trying again.
          onRetry={missing ? undefined : () => send({ type: 'book.retry' })}
          retryLabel={intl.formatMessage({ id: 'book.notFound.tryAgain' })}
          secondaryAction={
            <Button variant="secondary" onClick={() => navigate(-1)}>
              <FormattedMessage id="book.notFound.goBack" />
            </Button>
          }
        />
      </div>
    );
  }

  return (
    <div className={styles.loading}>
      <Spinner size="lg" label={intl.formatMessage({ id: 'book.loading' })} />
    </div>
  );
}
