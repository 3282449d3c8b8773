import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { Review } from '../../api/contract';
import { ada, reviews } from '../../api/mocks/fixtures';
import { post } from '../../api/mocks/post';
import { fail } from '../../api/mocks/respond';
import NotificationsHost from './NotificationsHost';
import { marksKey } from '../../machines/notifications/notificationMarks';

/**
 * The host with the real machine, loader and MSW world: Ada is followed by members 2, 3 and 4,
 * and the newest feed review is Çağla's (id 1, 11:48). Each story seeds what "the last visit"
 * stored and removes it afterwards.
 */
const key = marksKey(ada.id);
// Ömer's review at 07:00: the newest one the last visit saw.
const olderReview = reviews[1] as Review;

function lastVisit(marks: object | null) {
  return () => {
    if (marks) localStorage.setItem(key, JSON.stringify({ version: 1, ...marks }));
    else localStorage.removeItem(key);
    return () => localStorage.removeItem(key);
  };
}

const storedMarks = () =>
  JSON.parse(localStorage.getItem(key) ?? 'null') as {
    followerIds: number[];
    newestReview: { id: number } | null;
  } | null;

const meta = {
  title: 'App/Notifications',
  component: NotificationsHost,
  args: { userId: ada.id },
  parameters: { layout: 'fullscreen', session: 'signedIn' },
  // The stack is fixed to the viewport's bottom corner: fill the viewport so screenshots show it.
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationsHost>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewSinceLastVisit: Story = {
  beforeEach: lastVisit({
    followerIds: [2, 3],
    newestReview: { id: olderReview.id, createdAt: olderReview.created_at },
    checkedAt: '2026-11-21T08:00:00.000Z',
  }),
  play: async ({ canvas, userEvent }) => {
    // The check makes two calls before anything shows.
    const follower = await canvas.findByRole(
      'link',
      { name: 'Jonah Reed started following you.' },
      { timeout: 4000 },
    );
    await expect(follower).toHaveAttribute('href', '/user/profile?id=4');
    const review = canvas.getByRole('link', {
      name: 'Çağla Demir wrote a review of The Hunger Games.',
    });
    await expect(review).toHaveAttribute('href', '/book/details?id=1');
    await expect(storedMarks()).toMatchObject({ followerIds: [2, 3, 4], newestReview: { id: 1 } });

    const item = follower.closest('li');
    if (!item) throw new Error('the link is not inside a notification');
    await userEvent.click(within(item).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(follower).not.toBeInTheDocument());
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(review).toBeVisible();
  },
};

export const FirstVisitAnnouncesNothing: Story = {
  beforeEach: lastVisit(null),
  play: async ({ canvas }) => {
    await waitFor(() => expect(storedMarks()).not.toBeNull(), { timeout: 4000 });
    await expect(storedMarks()?.followerIds.sort()).toEqual([2, 3, 4]);
    await expect(canvas.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  },
};

let followerCalls = 0;
export const FailedCheckAnnouncesNothing: Story = {
  beforeEach: () => {
    followerCalls = 0;
    return lastVisit({ followerIds: [], newestReview: null, checkedAt: '2026-01-01T00:00:00Z' })();
  },
  parameters: {
    msw: {
      handlers: {
        followers: [
          post('/follows/get/follower-users', () => {
            followerCalls += 1;
            return fail('9');
          }),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(followerCalls).toBe(1), { timeout: 4000 });
    // Give the failed check time to settle: the marks stay as the last visit left them.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(storedMarks()).toMatchObject({ followerIds: [], newestReview: null });
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};
