import { useMachine } from '@xstate/react';
import { useDataMachine } from '../../lib/useDataMachine';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Book } from '../../api/contract';
import { usePrefetched } from '../../api/prefetched';
import { useApi, useSession } from '../../session/SessionProvider';
import { BookFlags, type BookFlagAction } from '../../components/BookFlags';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Pager } from '../../components/Pager';
import { ReviewCard } from '../../components/ReviewCard';
import { ReviewForm } from '../../components/ReviewForm';
import { Spinner } from '../../components/Spinner';
import { useToastAction } from '../../components/Toaster';
import { bookRelationActors } from '../../machines/bookRelation/actors';
import { bookRelationMachine } from '../../machines/bookRelation/bookRelationMachine';
import { bookReviewsList, firstBookReviewsCall } from '../../machines/paging/listCalls';
import { pageCount } from '../../machines/paging/pagedListMachine';
import { reviewActors } from '../../machines/review/actors';
import { reviewFormMachine, shownFieldErrors } from '../../machines/review/reviewFormMachine';
import { useProvided } from '../../lib/useProvided';
import { BookJournal, type FlagsChange } from './BookJournal';
import { BookNoteSection } from './BookNoteSection';
import { BookRatings } from './BookRatings';
import { BookShelves } from './BookShelves';
import { ConfirmDialog } from './ConfirmDialog';
import { useReviewReports } from './useReviewReports';
import styles from './BookPage.module.css';

const flagActions: readonly BookFlagAction[] = ['read', 'like', 'favorite', 'readingList'];

interface BookActivityProps {
  book: Book;
  now?: Date;
  /** A write answered with the book's new counts or rating: the page shows them. */
  onBookChanged: (book: Book) => void;
}

/** Flags and actions, the review form and the review list of one book. */
export function BookActivity(props: BookActivityProps) {
  const { status, user } = useSession();
  // A stored reader whose session is still being confirmed is that reader: their clicks go
  // out with the stored token (a refused token ends the session anyway) instead of getting a
  // guest's "please login" and being lost. Signing in or out starts the flags over.
  const signedIn = status === 'signedIn' || (status === 'unknown' && user !== null);
  return <Activity key={String(signedIn)} {...props} signedIn={signedIn} />;
}

function Activity({
  book,
  now,
  onBookChanged,
  signedIn,
}: BookActivityProps & { signedIn: boolean }) {
  const intl = useIntl();
  const api = useApi();
  const { user } = useSession();
  const sectionId = useId();
  const reports = useReviewReports();
  const showToast = useToastAction();
  // Marking read or listing the book through the spec's buttons changes the journal too: their
  // answer carries it (or, from an older answer without it, the journal section loads it again).
  const [flagsChange, setFlagsChange] = useState<FlagsChange | null>(null);

  const firstPage = usePrefetched('/reviews/get/book-reviews', firstBookReviewsCall(book.id));
  const reviewsSetup = useProvided(() => bookReviewsList(api, book.id, firstPage));
  const [reviews, sendReviews] = useDataMachine(reviewsSetup.machine, {
    input: reviewsSetup.input,
  });
  // The server rendered the first page as a guest sees it (it cannot know who is reading); a
  // signed-in reader's own page leaves out the readers they blocked or muted, so it is asked for
  // once the app has taken the page over.
  useEffect(() => {
    if (signedIn && firstPage) sendReviews({ type: 'list.reload' });
  }, [signedIn, firstPage, sendReviews]);
  const [relation, sendRelation] = useMachine(
    useProvided(() =>
      bookRelationMachine.provide({
        actors: bookRelationActors(api),
        actions: {
          showToast,
          relationChanged: (_, { action, book, journal }) => {
            if (book) onBookChanged(book);
            if (action === 'read' || action === 'readingList') setFlagsChange({ journal });
          },
        },
      }),
    ),
    { input: { bookId: book.id, signedIn } },
  );
  const [form, sendForm] = useMachine(
    useProvided(() =>
      reviewFormMachine.provide({
        actors: reviewActors(api),
        actions: {
          showToast,
          reviewSaved: (_, { review, book }) => {
            sendReviews({ type: 'item.saved', item: review });
            if (book) onBookChanged(book);
          },
          reviewDeleted: (_, { book }) => {
            sendReviews({ type: 'list.reset' });
            if (book) onBookChanged(book);
          },
        },
      }),
    ),
    { input: { bookId: book.id } },
  );

  const { flags } = relation.context;
  const pending = flagActions.filter((action) => relation.hasTag(`busy.${action}`));
  const formOpen = form.matches('editing') || form.matches('submitting') || form.matches('failure');
  const { serverMessage, failureMessage } = form.context;
  const submitError = form.matches('failure')
    ? (serverMessage ?? (failureMessage && intl.formatMessage({ id: failureMessage })))
    : null;
  const ownReview = reviews.context.items.find((review) => user && review.user_id === user.id);

  const openForm = () =>
    sendForm({ type: 'review.open', signedIn, read: flags.read, existing: ownReview ?? null });

  const reviewCount = reviews.context.total;
  const pages = pageCount(reviewCount, reviews.context.pageSize);

  return (
    <>
      <BookFlags
        flags={relation.matches('loading') ? null : flags}
        signedIn={signedIn}
        pending={pending}
        onToggleRead={() => sendRelation({ type: 'read.toggle' })}
        onToggleLike={() => sendRelation({ type: 'like.toggle' })}
        onToggleFavorite={() => sendRelation({ type: 'favorite.toggle' })}
        onToggleReadingList={() => sendRelation({ type: 'readinglist.toggle' })}
        onWriteReview={openForm}
      />

      {signedIn && <BookShelves book={book} />}

      <BookJournal
        bookId={book.id}
        signedIn={signedIn}
        flagsChange={flagsChange}
        onRelationChanged={(changed) =>
          sendRelation({ type: 'relation.replace', relation: changed })
        }
        onBookChanged={onBookChanged}
      />

      {signedIn && <BookNoteSection bookId={book.id} />}

      {formOpen && (
        <ReviewForm
          values={form.context.draft}
          editing={form.context.editing !== null}
          submitting={form.matches('submitting')}
          errors={shownFieldErrors(form.context)}
          serverError={submitError}
          onRatingChange={(rating) => sendForm({ type: 'rating.change', rating })}
          onFieldChange={(field, value) => sendForm({ type: 'field.change', field, value })}
          onSubmit={() => sendForm({ type: 'review.submit' })}
          onCancel={() => sendForm({ type: 'review.cancel' })}
        />
      )}

      <section className={styles.reviews} aria-labelledby={`${sectionId}-reviews`}>
        <h2 id={`${sectionId}-reviews`} className={styles.sectionTitle}>
          <FormattedMessage id="book.reviews.title" />{' '}
          <span className={styles.count}>
            <FormattedMessage id="book.reviews.count" values={{ count: reviewCount }} />
          </span>
        </h2>
        <BookRatings bookId={book.id} />
        {reviews.matches('error') ? (
          <ErrorState
            message={<FormattedMessage id="toast.reviews.loadFailed" />}
            onRetry={() => sendReviews({ type: 'list.retry' })}
          />
        ) : reviews.matches({ loaded: 'empty' }) ? (
          <EmptyState
            density="compact"
            headingLevel={3}
            title={<FormattedMessage id="book.reviews.empty" />}
          />
        ) : reviews.context.items.length === 0 ? (
          <Spinner label={intl.formatMessage({ id: 'book.reviews.loading' })} />
        ) : (
          <ul className={styles.reviewList}>
            {reviews.context.items.map((review) => (
              <li key={review.id}>
                <ReviewCard
                  review={review}
                  now={now}
                  actions={
                    review.id === ownReview?.id ? (
                      <>
                        <Button variant="ghost" size="sm" onClick={openForm}>
                          <FormattedMessage id="book.review.edit" />
                        </Button>
                        <Button
                          variant="danger"
                          size="sm"
                          onClick={() => sendForm({ type: 'review.delete', reviewId: review.id })}
                        >
                          <FormattedMessage id="book.review.delete" />
                        </Button>
                      </>
                    ) : signedIn ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={intl.formatMessage(
                          { id: 'review.report.actionLabel' },
                          { name: review.user.username },
                        )}
                        onClick={() => reports.open(review.id, review.user.username)}
                      >
                        <FormattedMessage id="review.report.action" />
                      </Button>
                    ) : undefined
                  }
                />
              </li>
            ))}
          </ul>
        )}
        <Pager
          page={reviews.context.page}
          totalPages={pages}
          label={intl.formatMessage({ id: 'book.reviews.title' })}
          onPageChange={(page) => sendReviews({ type: 'page.go', page })}
        />
      </section>

      {reports.dialog}
      <ConfirmDialog
        open={relation.matches({ ready: { read: 'confirming' } })}
        title={<FormattedMessage id="book.unmarkRead.title" />}
        text={<FormattedMessage id="book.unmarkRead.warning" />}
        confirm={<FormattedMessage id="book.unmarkRead.confirm" />}
        onConfirm={() => sendRelation({ type: 'read.confirm' })}
        onCancel={() => sendRelation({ type: 'read.cancel' })}
      />
      <ConfirmDialog
        open={form.matches('confirmingDelete')}
        title={<FormattedMessage id="book.review.delete.confirmTitle" />}
        text={<FormattedMessage id="book.review.delete.confirmText" />}
        confirm={<FormattedMessage id="book.review.delete.confirm" />}
        onConfirm={() => sendForm({ type: 'delete.confirm' })}
        onCancel={() => sendForm({ type: 'delete.cancel' })}
      />
    </>
  );
}
