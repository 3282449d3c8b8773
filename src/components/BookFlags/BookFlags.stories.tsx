import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { Canvas } from '../../stories/screens';
import { expectPressed } from '../../stories/toggles';
import { BookFlags, type BookFlagValues } from './BookFlags';

const none: BookFlagValues = { read: false, like: false, favorite: false, readingList: false };
// The data rules allow six combinations: unread with or without the reading list (like and
// favourite need read), and read with any like × favourite (marking read clears the list).
const read: BookFlagValues = { ...none, read: true };

const meta = {
  title: 'Components/BookFlags',
  component: BookFlags,
  tags: ['autodocs'],
  args: {
    flags: none,
    signedIn: true,
    pending: [],
    onToggleRead: fn(),
    onToggleLike: fn(),
    onToggleFavorite: fn(),
    onToggleReadingList: fn(),
    onWriteReview: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BookFlags>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each toggle's English name, off and on. */
const TOGGLE_NAMES = {
  read: ['Mark as read', 'Marked as read'],
  like: ['Like', 'Liked'],
  favorite: ['Add to favorites', 'In favorites'],
  readingList: ['Add to reading list', 'In reading list'],
} as const;

/** Asserts the four toggles show `flags`: each named for its state, and pressed when on. */
async function expectFlags(canvas: Canvas, flags: BookFlagValues | null) {
  if (!flags) throw new Error('expectFlags needs known flags');
  const keys = Object.keys(TOGGLE_NAMES) as (keyof BookFlagValues)[];
  await expectPressed(
    canvas,
    Object.fromEntries(keys.map((key) => [TOGGLE_NAMES[key][flags[key] ? 1 : 0], flags[key]])),
  );
}

/** Clicks the named button and expects it to have reported the click once. */
async function expectClickReported(canvas: Canvas, name: string, callback: () => void) {
  await userEvent.click(canvas.getByRole('button', { name }));
  await expect(callback).toHaveBeenCalledTimes(1);
}

const HINT = 'Mark this book as read to like it, add it to favorites and review it.';

/** Like, favourite and review are locked until read, and say why. */
async function expectLocked(canvas: Canvas, names: string[]) {
  for (const name of names) {
    const button = canvas.getByRole('button', { name });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(HINT);
  }
}

async function expectUnlocked(canvas: Canvas, names: string[]) {
  for (const name of names) {
    await expect(canvas.getByRole('button', { name })).not.toHaveAttribute('aria-disabled');
  }
  await expect(canvas.queryByText(HINT)).not.toBeInTheDocument();
}

export const NotRead: Story = {
  play: async ({ canvas, args }) => {
    await expectFlags(canvas, none);
    await expectLocked(canvas, ['Like', 'Add to favorites', 'Write a review']);
    await expect(canvas.getByText(HINT)).toBeVisible();
    // A locked button still reports the click, so the screen can explain with a message.
    await expectClickReported(canvas, 'Like', args.onToggleLike);
    await expectClickReported(canvas, 'Mark as read', args.onToggleRead);
    await expectClickReported(canvas, 'Add to reading list', args.onToggleReadingList);
  },
};

export const NotReadInReadingList: Story = {
  args: { flags: { ...none, readingList: true } },
  play: async ({ canvas, args }) => {
    await expectFlags(canvas, args.flags);
    await expectLocked(canvas, ['Like', 'Add to favorites', 'Write a review']);
    await expectClickReported(canvas, 'In reading list', args.onToggleReadingList);
  },
};

export const Read: Story = {
  args: { flags: read },
  play: async ({ canvas, args }) => {
    await expectFlags(canvas, read);
    await expectUnlocked(canvas, ['Like', 'Add to favorites', 'Write a review']);
    await expectClickReported(canvas, 'Like', args.onToggleLike);
    await expectClickReported(canvas, 'Add to favorites', args.onToggleFavorite);
    await expectClickReported(canvas, 'Write a review', args.onWriteReview);
  },
};

export const ReadLiked: Story = {
  args: { flags: { ...read, like: true } },
  play: async ({ canvas, args }) => {
    await expectFlags(canvas, args.flags);
    await expectClickReported(canvas, 'Liked', args.onToggleLike);
  },
};

export const ReadFavorite: Story = {
  args: { flags: { ...read, favorite: true } },
  play: async ({ canvas, args }) => {
    await expectFlags(canvas, args.flags);
    await expectClickReported(canvas, 'In favorites', args.onToggleFavorite);
  },
};

export const ReadLikedFavorite: Story = {
  args: { flags: { ...read, like: true, favorite: true } },
  play: async ({ canvas, args }) => {
    await expectFlags(canvas, args.flags);
    await expectUnlocked(canvas, ['Liked', 'In favorites', 'Write a review']);
    await expectClickReported(canvas, 'Marked as read', args.onToggleRead);
  },
};

export const Guest: Story = {
  args: { signedIn: false },
  play: async ({ canvas, args }) => {
    await expectFlags(canvas, none);
    // Nothing is locked for a guest: every click answers with a please-sign-in message.
    await expectUnlocked(canvas, ['Like', 'Add to favorites', 'Write a review']);
    await expectClickReported(canvas, 'Like', args.onToggleLike);
    await expectClickReported(canvas, 'Write a review', args.onWriteReview);
  },
};

/**
 * While a reader's flags load, the group is busy and nothing shows as set or locked; a click
 * still reaches the screen, which holds it until the flags are known.
 */
export const LoadingFlags: Story = {
  args: { flags: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group')).toHaveAttribute('aria-busy', 'true');
    await expectFlags(canvas, none);
    await expectUnlocked(canvas, ['Like', 'Add to favorites', 'Write a review']);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as read' }));
    await expect(args.onToggleRead).toHaveBeenCalledTimes(1);
  },
};

/** One pending action: its button waits and ignores clicks, the others stay usable. */
function pendingStory(
  action: 'read' | 'like' | 'favorite' | 'readingList',
  name: string,
  callback: 'onToggleRead' | 'onToggleLike' | 'onToggleFavorite' | 'onToggleReadingList',
): Story {
  return {
    args: { flags: read, pending: [action] },
    play: async ({ canvas, args }) => {
      const button = canvas.getByRole('button', { name });
      await expect(button).toHaveAttribute('aria-busy', 'true');
      await userEvent.click(button);
      await expect(args[callback]).not.toHaveBeenCalled();
      const others = canvas
        .getAllByRole('button')
        .filter((other) => other !== button && other.hasAttribute('aria-busy'));
      await expect(others).toEqual([]);
    },
  };
}

export const PendingRead = pendingStory('read', 'Marked as read', 'onToggleRead');
export const PendingLike = pendingStory('like', 'Like', 'onToggleLike');
export const PendingFavorite = pendingStory('favorite', 'Add to favorites', 'onToggleFavorite');
export const PendingReadingList = pendingStory(
  'readingList',
  'Add to reading list',
  'onToggleReadingList',
);

export const TurkishNotRead: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Rafınız' })).toBeVisible();
    await expectPressed(canvas, { 'Okundu olarak işaretle': false, 'Okuma listesine ekle': false });
    await expect(canvas.getByRole('button', { name: 'Beğen' })).toHaveAccessibleDescription(
      'Beğenmek, favorilere eklemek ve inceleme yazmak için bu kitabı okundu olarak işaretleyin.',
    );
  },
};

export const TurkishReadLikedFavorite: Story = {
  args: { flags: { ...read, like: true, favorite: true } },
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expectPressed(canvas, {
      'Okundu olarak işaretlendi': true,
      Beğenildi: true,
      Favorilerde: true,
      'Okuma listesine ekle': false,
    });
    await expect(canvas.getByRole('button', { name: 'İnceleme yaz' })).toBeVisible();
  },
};

export const MobileNotRead: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expectLocked(canvas, ['Like', 'Add to favorites', 'Write a review']);
    const hint = canvas.getByText(HINT);
    // The hint wraps inside the narrow screen instead of overflowing it.
    await expect(hint.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const MobileRead: Story = {
  args: { flags: { ...read, like: true } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expectPressed(canvas, { 'Marked as read': true, Liked: true });
    for (const button of canvas.getAllByRole('button')) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};
