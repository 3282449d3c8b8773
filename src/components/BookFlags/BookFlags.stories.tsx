import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, type within } from 'storybook/test';
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

type Canvas = ReturnType<typeof within>;

/** Asserts each named toggle's aria-pressed. */
async function expectPressed(canvas: Canvas, states: Record<string, boolean>) {
  for (const [name, pressed] of Object.entries(states)) {
    await expect(canvas.getByRole('button', { name })).toHaveAttribute(
      'aria-pressed',
      String(pressed),
    );
  }
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
    await expectPressed(canvas, {
      'Mark as read': false,
      Like: false,
      'Add to favorites': false,
      'Add to reading list': false,
    });
    await expectLocked(canvas, ['Like', 'Add to favorites', 'Write a review']);
    await expect(canvas.getByText(HINT)).toBeVisible();
    // A locked button still reports the click, so the screen can explain with a message.
    await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
    await expect(args.onToggleLike).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as read' }));
    await expect(args.onToggleRead).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to reading list' }));
    await expect(args.onToggleReadingList).toHaveBeenCalledTimes(1);
  },
};

export const NotReadInReadingList: Story = {
  args: { flags: { ...none, readingList: true } },
  play: async ({ canvas, args }) => {
    await expectPressed(canvas, {
      'Mark as read': false,
      Like: false,
      'Add to favorites': false,
      'In reading list': true,
    });
    await expectLocked(canvas, ['Like', 'Add to favorites', 'Write a review']);
    await userEvent.click(canvas.getByRole('button', { name: 'In reading list' }));
    await expect(args.onToggleReadingList).toHaveBeenCalledTimes(1);
  },
};

export const Read: Story = {
  args: { flags: read },
  play: async ({ canvas, args }) => {
    await expectPressed(canvas, {
      'Marked as read': true,
      Like: false,
      'Add to favorites': false,
      'Add to reading list': false,
    });
    await expectUnlocked(canvas, ['Like', 'Add to favorites', 'Write a review']);
    await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
    await expect(args.onToggleLike).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to favorites' }));
    await expect(args.onToggleFavorite).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Write a review' }));
    await expect(args.onWriteReview).toHaveBeenCalledTimes(1);
  },
};

export const ReadLiked: Story = {
  args: { flags: { ...read, like: true } },
  play: async ({ canvas, args }) => {
    await expectPressed(canvas, {
      'Marked as read': true,
      Liked: true,
      'Add to favorites': false,
      'Add to reading list': false,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Liked' }));
    await expect(args.onToggleLike).toHaveBeenCalledTimes(1);
  },
};

export const ReadFavorite: Story = {
  args: { flags: { ...read, favorite: true } },
  play: async ({ canvas, args }) => {
    await expectPressed(canvas, {
      'Marked as read': true,
      Like: false,
      'In favorites': true,
      'Add to reading list': false,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'In favorites' }));
    await expect(args.onToggleFavorite).toHaveBeenCalledTimes(1);
  },
};

export const ReadLikedFavorite: Story = {
  args: { flags: { ...read, like: true, favorite: true } },
  play: async ({ canvas, args }) => {
    await expectPressed(canvas, {
      'Marked as read': true,
      Liked: true,
      'In favorites': true,
      'Add to reading list': false,
    });
    await expectUnlocked(canvas, ['Liked', 'In favorites', 'Write a review']);
    await userEvent.click(canvas.getByRole('button', { name: 'Marked as read' }));
    await expect(args.onToggleRead).toHaveBeenCalledTimes(1);
  },
};

export const Guest: Story = {
  args: { signedIn: false },
  play: async ({ canvas, args }) => {
    await expectPressed(canvas, {
      'Mark as read': false,
      Like: false,
      'Add to favorites': false,
      'Add to reading list': false,
    });
    // Nothing is locked for a guest: every click answers with a please-sign-in message.
    await expectUnlocked(canvas, ['Like', 'Add to favorites', 'Write a review']);
    await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
    await expect(args.onToggleLike).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Write a review' }));
    await expect(args.onWriteReview).toHaveBeenCalledTimes(1);
  },
};

/** While the flags load, every toggle waits. */
export const LoadingFlags: Story = {
  args: { pending: ['read', 'like', 'favorite', 'readingList'] },
  play: async ({ canvas, args }) => {
    for (const name of ['Mark as read', 'Like', 'Add to favorites', 'Add to reading list']) {
      await expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-busy', 'true');
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as read' }));
    await expect(args.onToggleRead).not.toHaveBeenCalled();
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
