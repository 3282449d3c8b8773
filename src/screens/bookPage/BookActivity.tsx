import { useMachine } from '@xstate/react';
import { useId, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Book } from '../../api/contract';
import { useApi, useSession } from '../../app/session/SessionProvider';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Pager } from '../../components/Pager';
import { ReviewCard } from '../../components/ReviewCard';
import { Spinner } from '../../components/Spinner';
import { StarRating } from '../../components/StarRating';
import { TextField } from '../../components/TextField';
import { notify } from '../../components/Toaster';
import { bookRelationMachine } from '../../machines/bookRelationMachine';
import type { BookToast } from '../../machines/bookToast';
import { bookReviewsList } from '../../machines/lists';
import { pageCount } from '../../machines/pagination';
import { draftErrors, reviewFormMachine } from '../../machines/reviewFormMachine';
import { bookActors } from './bookActors';
import styles from './BookPage.module.css';

interface BookActivityProps {
  book: Book;
  now?: Date;
  /** The book's counts change with the flags: the page reloads it. */
  onRelationChanged: () => void;
}

/** Flags and actions, the review form and the review list of one book. */
export function BookActivity(props: BookActivityProps) {
  const { status } = useSession();
  // Signing in or out starts the flags over (a guest has none).
  return <Activity key={status} {...props} signedIn={status === 'signedIn'} />;
}

function Activity({
  book,
  now,
  onRelationChanged,
  signedIn,
}: BookActivityProps & { signedIn: boolean }) {
  const intl = useIntl();
  const api = useApi();
  const { user } = useSession();
  const formId = useId();
  const actors = bookActors(api);
  const showToast = (_: unknown, { kind, message, values }: BookToast) => {
    notify[kind](intl.formatMessage({ id: message }, values));
  };

  const reviewsSetup = bookReviewsList(api, book.id);
  const [reviews, sendReviews] = useMachine(reviewsSetup.machine, { input: reviewsSetup.input });
  const [relation, sendRelation] = useMachine(
    bookRelationMachine.provide({
      actors: { loadRelation: actors.loadRelation, toggleRelation: actors.toggleRelation },
      actions: { showToast, relationChanged: () => onRelationChanged() },
    }),
    { input: { bookId: book.id, signedIn } },
  );
  const [form, sendForm] = useMachine(
    reviewFormMachine.provide({
      actors: { submitReview: actors.submitReview, deleteReview: actors.deleteReview },
      actions: {
        showToast,
        reviewsChanged: () => {
          sendReviews({ type: 'list.reset' });
          onRelationChanged();
        },
      },
    }),
    { input: { bookId: book.id } },
  );

  const { flags } = relation.context;
  // Until the flags are known, every flag button waits.
  const busy = (action: string) => relation.matches('loading') || relation.hasTag(`busy.${action}`);
  const formOpen = form.matches('editing') || form.matches('submitting') || form.matches('failure');
  const { draft, showErrors } = form.context;
  const errors = draftErrors(draft);
  const ownReview = reviews.context.items.find((review) => user && review.user_id === user.id);

  const openForm = () =>
    sendForm({ type: 'review.open', signedIn, read: flags.read, existing: ownReview ?? null });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    sendForm({ type: 'review.submit' });
  };

  const reviewCount = reviews.context.total;
  const pages = pageCount(reviewCount, reviews.context.pageSize);

  return (
    <>
      <section
        className={styles.actions}
        aria-label={intl.formatMessage({ id: 'book.writeReview' })}
      >
        <Button
          variant={flags.read ? 'secondary' : 'primary'}
          aria-pressed={flags.read}
          loading={busy('read')}
          onClick={() => sendRelation({ type: 'read.toggle' })}
        >
          <FormattedMessage id={flags.read ? 'book.markedRead' : 'book.markRead'} />
        </Button>
        <Button
          variant="secondary"
          aria-pressed={flags.like}
          loading={busy('like')}
          onClick={() => sendRelation({ type: 'like.toggle' })}
        >
          <FormattedMessage id={flags.like ? 'book.liked' : 'book.like'} />
        </Button>
        <Button
          variant="secondary"
          aria-pressed={flags.favorite}
          loading={busy('favorite')}
          onClick={() => sendRelation({ type: 'favorite.toggle' })}
        >
          <FormattedMessage id={flags.favorite ? 'book.favorite.added' : 'book.favorite.add'} />
        </Button>
        <Button
          variant="secondary"
          aria-pressed={flags.readingList}
          loading={busy('readingList')}
          onClick={() => sendRelation({ type: 'readinglist.toggle' })}
        >
          <FormattedMessage
            id={flags.readingList ? 'book.readingList.added' : 'book.readingList.add'}
          />
        </Button>
        <Button variant="secondary" onClick={openForm}>
          <FormattedMessage id="book.writeReview" />
        </Button>
        {signedIn && !flags.read && (
          <p className={styles.hint}>
            <FormattedMessage id="book.mustReadHint" />
          </p>
        )}
      </section>

      {formOpen && (
        <form
          className={styles.form}
          onSubmit={onSubmit}
          noValidate
          aria-labelledby={`${formId}-title`}
        >
          <h2 id={`${formId}-title`} className={styles.sectionTitle}>
            <FormattedMessage
              id={form.context.editing ? 'book.review.form.editTitle' : 'book.review.form.title'}
            />
          </h2>
          <StarRating
            mode="input"
            size="lg"
            value={draft.rating}
            label={intl.formatMessage({ id: 'book.review.rating.label' })}
            onChange={(rating) => sendForm({ type: 'rating.change', rating })}
          />
          <TextField
            id={`${formId}-review-title`}
            label={<FormattedMessage id="book.review.title.label" />}
            placeholder={intl.formatMessage({ id: 'book.review.title.placeholder' })}
            value={draft.title}
            required
            error={
              showErrors && errors.title
                ? intl.formatMessage({ id: 'book.review.title.label' })
                : undefined
            }
            onChange={(event) =>
              sendForm({ type: 'field.change', field: 'title', value: event.target.value })
            }
          />
          <div className={styles.textareaField}>
            <label htmlFor={`${formId}-review-text`}>
              <FormattedMessage id="book.review.content.label" />
            </label>
            <textarea
              id={`${formId}-review-text`}
              className={styles.textarea}
              rows={5}
              required
              aria-invalid={showErrors && errors.text ? true : undefined}
              placeholder={intl.formatMessage({ id: 'book.review.content.placeholder' })}
              value={draft.text}
              onChange={(event) =>
                sendForm({ type: 'field.change', field: 'text', value: event.target.value })
              }
            />
          </div>
          <div className={styles.formButtons}>
            <Button
              type="button"
              variant="ghost"
              onClick={() => sendForm({ type: 'review.cancel' })}
            >
              <FormattedMessage id="book.review.cancel" />
            </Button>
            <Button type="submit" loading={form.matches('submitting')}>
              <FormattedMessage
                id={
                  form.matches('submitting')
                    ? 'book.review.submitting'
                    : form.context.editing
                      ? 'book.review.update'
                      : 'book.review.submit'
                }
              />
            </Button>
          </div>
        </form>
      )}

      <section className={styles.reviews} aria-labelledby={`${formId}-reviews`}>
        <h2 id={`${formId}-reviews`} className={styles.sectionTitle}>
          <FormattedMessage id="book.reviews.title" />{' '}
          <span className={styles.count}>
            <FormattedMessage id="book.reviews.count" values={{ count: reviewCount }} />
          </span>
        </h2>
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

function ConfirmDialog(props: {
  open: boolean;
  title: React.ReactNode;
  text: React.ReactNode;
  confirm: React.ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={props.open} onOpenChange={(open) => !open && props.onCancel()}>
      <Dialog.Content size="sm" title={props.title} description={props.text}>
        <div className={styles.formButtons}>
          <Button variant="ghost" onClick={props.onCancel}>
            <FormattedMessage id="book.review.cancel" />
          </Button>
          <Button variant="danger" onClick={props.onConfirm}>
            {props.confirm}
          </Button>
        </div>
      </Dialog.Content>
    </Dialog>
  );
}
