import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../Button';
import { cx } from '../../lib/cx';
import styles from './BookFlags.module.css';

/** The four flags a reader keeps per book. */
export interface BookFlagValues {
  /** The reader has read the book. */
  read: boolean;
  /** Liked (only once read). */
  like: boolean;
  /** In favourites (only once read). */
  favorite: boolean;
  /** In the reading list (marking read removes it). */
  readingList: boolean;
}

/** A flag whose toggle goes to the server. */
export type BookFlagAction = keyof BookFlagValues;

export interface BookFlagsProps {
  /**
   * The reader's flags for the book; a guest has none (all false). `null` while a reader's
   * flags load: the group is busy, nothing shows as set or locked, and clicks still reach the
   * handlers (the screen holds them until the flags are known).
   */
  flags: BookFlagValues | null;
  /**
   * A signed-in reader must read the book before liking, favouriting or reviewing it: until
   * then those buttons are marked disabled and described by the reason. A guest may press
   * every button (each click answers with a please-sign-in message).
   */
  signedIn: boolean;
  /** Flags whose toggle is on its way to the server. */
  pending?: readonly BookFlagAction[];
  /** Mark as read, or ask to remove the read mark. */
  onToggleRead: () => void;
  /** Like or unlike; also called on the locked button, so the screen can say why. */
  onToggleLike: () => void;
  /** Add to or remove from favourites; also called on the locked button. */
  onToggleFavorite: () => void;
  /** Add to or remove from the reading list. */
  onToggleReadingList: () => void;
  /** Open the review form; also called on the locked button. */
  onWriteReview: () => void;
  /** Extra class for the root element. */
  className?: string;
}

const UNKNOWN_FLAGS: BookFlagValues = {
  read: false,
  like: false,
  favorite: false,
  readingList: false,
};

/**
 * The book page's actions: mark as read, like, add to favourites, add to the reading list and
 * write a review. Toggles report their state with aria-pressed.
 */
export function BookFlags({
  flags: knownFlags,
  signedIn,
  pending = [],
  onToggleRead,
  onToggleLike,
  onToggleFavorite,
  onToggleReadingList,
  onWriteReview,
  className,
}: BookFlagsProps) {
  const intl = useIntl();
  const hintId = useId();
  // aria-disabled rather than disabled: the buttons stay focusable, so screen reader users
  // find them and hear the reason, and a click still explains itself with a message.
  const flags = knownFlags ?? UNKNOWN_FLAGS;
  const locked = signedIn && knownFlags !== null && !flags.read;
  const lockedProps = locked
    ? { 'aria-disabled': true, 'aria-describedby': hintId, 'data-locked': true }
    : {};
  const isPending = (action: BookFlagAction) => pending.includes(action);

  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'book.actions.label' })}
      aria-busy={knownFlags === null || undefined}
      className={cx(styles.root, className)}
    >
      <Button
        variant={flags.read ? 'secondary' : 'primary'}
        aria-pressed={flags.read}
        loading={isPending('read')}
        onClick={onToggleRead}
      >
        <FormattedMessage id={flags.read ? 'book.markedRead' : 'book.markRead'} />
      </Button>
      <Button
        className={styles.flag}
        variant="secondary"
        aria-pressed={flags.like}
        loading={isPending('like')}
        onClick={onToggleLike}
        {...lockedProps}
      >
        <FormattedMessage id={flags.like ? 'book.liked' : 'book.like'} />
      </Button>
      <Button
        className={styles.flag}
        variant="secondary"
        aria-pressed={flags.favorite}
        loading={isPending('favorite')}
        onClick={onToggleFavorite}
        {...lockedProps}
      >
        <FormattedMessage id={flags.favorite ? 'book.favorite.added' : 'book.favorite.add'} />
      </Button>
      <Button
        variant="secondary"
        aria-pressed={flags.readingList}
        loading={isPending('readingList')}
        onClick={onToggleReadingList}
      >
        <FormattedMessage
          id={flags.readingList ? 'book.readingList.added' : 'book.readingList.add'}
        />
      </Button>
      <Button className={styles.flag} variant="secondary" onClick={onWriteReview} {...lockedProps}>
        <FormattedMessage id="book.writeReview" />
      </Button>
      {locked && (
        <p id={hintId} className={styles.hint}>
          <FormattedMessage id="book.mustReadHint" />
        </p>
      )}
    </div>
  );
}
