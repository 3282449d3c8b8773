import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OtherReaderProfileScreen } from './OtherReaderProfileScreen';
import { shelfSecondPage } from '../stories/shelves';
import { body, screenParameters, type Canvas, type StoryRoute } from '../stories/screens';
import { expectNoHorizontalOverflow, expectWithinWidth, narrowGlobals } from '../stories/reflow';
import { dismissToasts, findPausedToast } from '../stories/toasts';
import { followVariants } from '../api/mocks/handlers/follows';
import { userVariants } from '../api/mocks/handlers/users';

const profileAt = (id: number | string): StoryRoute => ({
  path: '/user/profile',
  url: `/user/profile?id=${id}`,
});

const meta = {
  title: 'Screens/OtherReaderProfileScreen',
  component: OtherReaderProfileScreen,
  parameters: screenParameters(profileAt(2), 'signedIn'),
  beforeEach: dismissToasts,
} satisfies Meta<typeof OtherReaderProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The tabs of each member's profile in the mock world, once every list has answered. */
const TABS = {
  ada: ['Books (7)', 'Reviews (1)', 'Liked (2)', 'Favorites (3)', 'Readlist (2)'],
  cagla: ['Books (3)', 'Reviews (1)', 'Liked (1)', 'Favorites (0)', 'Readlist (1)'],
  jonah: ['Books (3)', 'Reviews (1)', 'Liked (1)', 'Favorites (0)', 'Readlist (1)'],
};

/**
 * Every list on the profile has answered: the five shelves load on their own, in any order, after
 * the profile. Wait for the final counts on the tabs and for no skeleton in the open tab, so the
 * story checks and screenshots the settled page. Call it before a dialog opens (which hides the
 * page).
 */
async function listsLoaded(canvas: Canvas, tabs: string[]) {
  await waitFor(
    () => {
      for (const name of tabs) expect(canvas.getByRole('tab', { name })).toBeVisible();
      expect(canvas.queryAllByRole('status')).toHaveLength(0);
    },
    { timeout: 4000 },
  );
}

export const FollowedMember: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'cagla_okur' }),
    ).toBeVisible();
    await expect(canvas.getByText('cagla_okur@shelfmark.test')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Following' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Çağla Demir' })).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: 'Books (3)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(await canvas.findByRole('link', { name: 'Dune' })).toBeVisible();
    await listsLoaded(canvas, TABS.cagla);
  },
};

export const FollowAMember: Story = {
  parameters: { route: profileAt(4), toasts: true },
  play: async ({ canvas }) => {
    const follow = await canvas.findByRole('button', { name: 'Follow' }, { timeout: 4000 });
    await expect(canvas.getByRole('button', { name: '0 followers' })).toBeVisible();
    await listsLoaded(canvas, TABS.jonah);
    await userEvent.click(follow);
    await expect(
      await canvas.findByRole('button', { name: '1 follower' }, { timeout: 4000 }),
    ).toBeVisible();
    await expect(await findPausedToast('You are now following jonah_reads.')).toBeVisible();
    // Still hovered after the click: the Following button offers Unfollow.
    await expect(canvas.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  },
};

export const FollowFails: Story = {
  parameters: {
    route: profileAt(4),
    toasts: true,
    msw: { handlers: { follow: [followVariants.followFailed] } },
  },
  play: async ({ canvas }) => {
    const follow = await canvas.findByRole('button', { name: 'Follow' }, { timeout: 4000 });
    await listsLoaded(canvas, TABS.jonah);
    await userEvent.click(follow);
    await expect(await findPausedToast('Follow operation failed.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '0 followers' })).toBeVisible();
  },
};

export const FollowPending: Story = {
  parameters: {
    route: profileAt(4),
    msw: { handlers: { follow: [followVariants.followPending] } },
  },
  play: async ({ canvas }) => {
    const follow = await canvas.findByRole('button', { name: 'Follow' }, { timeout: 4000 });
    await listsLoaded(canvas, TABS.jonah);
    await userEvent.click(follow);
    await expect(canvas.getByRole('button', { name: 'Follow' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const GuestSeesNoFollowButton: Story = {
  parameters: { session: 'guest', route: profileAt(1) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'ada_reads' })).toBeVisible();
    await listsLoaded(canvas, TABS.ada);
    await expect(canvas.queryByRole('button', { name: 'Follow' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Following' })).toBeNull();
  },
};

export const BooksSecondPage: Story = {
  parameters: { session: 'guest', route: profileAt(1) },
  play: ({ canvas }) => shelfSecondPage(canvas, () => listsLoaded(canvas, TABS.ada)),
};

export const ReviewsTab: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Reviews (1)' }));
    const panel = canvas.getByRole('tabpanel');
    await expect(await within(panel).findByText('Kalbim hâlâ çarpıyor')).toBeVisible();
    await expect(within(panel).getByRole('link', { name: 'The Hunger Games' })).toHaveAttribute(
      'href',
      '/book/details?id=1',
    );
    await expect(within(panel).getByText('5/5')).toBeVisible();
    await listsLoaded(canvas, TABS.cagla);
  },
};

export const EmptyFavorites: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Favorites (0)' }));
    await expect(await canvas.findByText('No favorite books yet.')).toBeVisible();
    await listsLoaded(canvas, TABS.cagla);
  },
};

export const FollowersDialog: Story = {
  play: async ({ canvas }) => {
    const followers = await canvas.findByRole('button', { name: '1 follower' }, { timeout: 4000 });
    await listsLoaded(canvas, TABS.cagla);
    await userEvent.click(followers);
    const dialog = await body().findByRole('dialog', { name: 'Followers' });
    await expect(await within(dialog).findByText('ada_reads')).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/user/profile?id=1',
    );
  },
};

export const FollowingDialogEmpty: Story = {
  parameters: { msw: { handlers: { following: [followVariants.followingEmpty] } } },
  play: async ({ canvas }) => {
    const following = await canvas.findByRole('button', { name: '2 following' }, { timeout: 4000 });
    await listsLoaded(canvas, TABS.cagla);
    await userEvent.click(following);
    const dialog = await body().findByRole('dialog', { name: 'Following' });
    await expect(await within(dialog).findByText('Not following anyone yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { profile: [userVariants.profileLoading] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: { msw: { handlers: { profile: [userVariants.profileNotFound] } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'User not found' }),
    ).toBeVisible();
    await expect(
      canvas.getByText("This user doesn't exist or their profile is private."),
    ).toBeVisible();
  },
};

export const MissingId: Story = {
  parameters: { route: { path: '/user/profile', url: '/user/profile' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'User not found' }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { profile: [userVariants.profileServerError] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'cagla_okur' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Dune' })).toBeVisible();
    await listsLoaded(canvas, [
      'Kitaplar (3)',
      'İncelemeler (1)',
      'Beğenilenler (1)',
      'Favoriler (0)',
      'Okuma Listesi (1)',
    ]);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'cagla_okur' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Dune' })).toBeVisible();
    await listsLoaded(canvas, TABS.cagla);
  },
};

/**
 * Reflow (WCAG 1.4.10): at 320 px wide, which is also 200 % zoom of a 640 px window, the profile of
 * a member Ada follows reflows into one column: nothing scrolls sideways and the name, the follow
 * button and every tab stay in view.
 */
export const Narrow320: Story = {
  globals: narrowGlobals,
  play: async ({ canvas, canvasElement }) => {
    const name = await canvas.findByRole('heading', { level: 1, name: 'cagla_okur' });
    await expect(await canvas.findByRole('link', { name: 'Dune' })).toBeVisible();
    await listsLoaded(canvas, TABS.cagla);
    await expectWithinWidth(name);
    await expectWithinWidth(await canvas.findByRole('button', { name: 'Following' }));
    for (const tab of TABS.cagla) await expectWithinWidth(canvas.getByRole('tab', { name: tab }));
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** A private member the reader does not follow: name, photo and follow counts, no lists. */
export const PrivateMember: Story = {
  parameters: {
    route: profileAt(6),
    msw: { handlers: { profile: [userVariants.profilePrivate] } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'maya_shelf' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'This profile is private' })).toBeVisible();
    await expect(
      canvas.getByText(
        'Follow maya_shelf to see their shelves, reviews and reading. They approve each request.',
      ),
    ).toBeVisible();
    // The lists would be refused: none is shown or asked for.
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.queryByText('Read')).toBeNull();
    await expect(canvas.getByText('Followers')).toBeVisible();
  },
};

/** Following a private member sends a request: Requested, and the page says it waits. */
export const RequestToFollow: Story = {
  parameters: {
    route: profileAt(6),
    toasts: true,
    msw: {
      handlers: {
        profile: [userVariants.profilePrivate],
        follow: [followVariants.followRequested],
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Follow' }));
    await expect(await findPausedToast('Follow request sent to maya_shelf.')).toBeVisible();
    // The page follows the answer as a transition, which may draw after the toast.
    await expect(
      await canvas.findByText('Your request to follow maya_shelf is waiting for their answer.'),
    ).toBeVisible();
    // Still hovered and focused after the click: the button offers to take the request back.
    await expect(await canvas.findByRole('button', { name: 'Cancel request' })).toBeVisible();
  },
};

/** A request waiting from an earlier visit; withdrawing it is one press. */
export const RequestWaiting: Story = {
  parameters: {
    route: profileAt(6),
    toasts: true,
    msw: { handlers: { profile: [userVariants.profilePrivateRequested] } },
  },
  play: async ({ canvas }) => {
    const requested = await canvas.findByRole('button', { name: 'Requested' });
    await expect(
      canvas.getByText('Your request to follow maya_shelf is waiting for their answer.'),
    ).toBeVisible();
    await userEvent.click(requested);
    await expect(
      await findPausedToast('You withdrew your request to follow maya_shelf.'),
    ).toBeVisible();
    await userEvent.unhover(canvas.getByRole('button', { name: 'Follow' }));
    await expect(
      canvas.getByText(
        'Follow maya_shelf to see their shelves, reviews and reading. They approve each request.',
      ),
    ).toBeVisible();
  },
};

/**
 * Block from the "more" menu, by keyboard: asked first, then the reader is taken home. (The toast
 * is the app's, outside the route this story renders; blockReaderMachine's tests check it.)
 */
export const BlockMember: Story = {
  parameters: { route: profileAt(4) },
  play: async ({ canvas }) => {
    await listsLoaded(canvas, TABS.jonah);
    const more = canvas.getByRole('button', { name: 'More actions for jonah_reads' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await body().findByRole('menuitem', { name: 'Block jonah_reads' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Block jonah_reads?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Block' }));
    await expect(await canvas.findByTestId('navigated-away')).toBeInTheDocument();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** Cancelled, nothing happens and the reader stays on the profile. */
export const BlockCancelled: Story = {
  parameters: { route: profileAt(4) },
  play: async ({ canvas }) => {
    await listsLoaded(canvas, TABS.jonah);
    await userEvent.click(canvas.getByRole('button', { name: 'More actions for jonah_reads' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Block jonah_reads' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Block jonah_reads?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('heading', { level: 1, name: 'jonah_reads' })).toBeVisible();
  },
};

/**
 * Mute from the "more" menu, at once: the toast says what it does, the reader stays on the
 * profile, and the same item now offers Unmute.
 */
export const MuteMember: Story = {
  parameters: { route: profileAt(2), toasts: true },
  play: async ({ canvas }) => {
    await listsLoaded(canvas, TABS.cagla);
    const more = canvas.getByRole('button', { name: 'More actions for cagla_okur' });
    await userEvent.click(more);
    await userEvent.click(await body().findByRole('menuitem', { name: 'Mute cagla_okur' }));
    await findPausedToast(
      'You muted cagla_okur. Their reviews and activity are hidden from your feed and book pages.',
    );
    await expect(canvas.getByRole('button', { name: 'Following' })).toBeVisible();
    await dismissToasts();
    await userEvent.click(more);
    await expect(await body().findByRole('menuitem', { name: 'Unmute cagla_okur' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
  },
};

/** A muted reader's profile shows as before; the menu offers Unmute. */
export const MutedMember: Story = {
  parameters: { msw: { handlers: { profile: [userVariants.profileMuted] } } },
  play: async ({ canvas }) => {
    await listsLoaded(canvas, TABS.cagla);
    await userEvent.click(canvas.getByRole('button', { name: 'More actions for cagla_okur' }));
    await expect(await body().findByRole('menuitem', { name: 'Unmute cagla_okur' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
  },
};

/** Report the name from the "more" menu, for a reason: the dialog thanks, and Close ends it. */
export const ReportName: Story = {
  parameters: { route: profileAt(4) },
  play: async ({ canvas }) => {
    await listsLoaded(canvas, TABS.jonah);
    await userEvent.click(canvas.getByRole('button', { name: 'More actions for jonah_reads' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Report jonah_reads' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Report jonah_reads' }));
    // jonah_reads has no photo: only the name is reported, so only the reasons are asked.
    await expect(dialog.queryByRole('radio', { name: 'Their profile photo' })).toBeNull();
    await userEvent.click(dialog.getByRole('radio', { name: 'Spam or advertising' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    await expect(
      await dialog.findByText('Thank you. Our moderators will look at it.'),
    ).toBeVisible();
    // The thanks' Close (after the title bar's ×) ends it, back on the profile.
    await userEvent.click(dialog.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('heading', { level: 1, name: 'jonah_reads' })).toBeVisible();
  },
};

export const PrivateMemberTurkish: Story = {
  globals: { locale: 'tr' },
  parameters: {
    route: profileAt(6),
    msw: { handlers: { profile: [userVariants.profilePrivate] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Bu profil gizli' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Takip et' })).toBeVisible();
  },
};

/** At 320 px the follow button and the "more" menu stay in view beside a private profile. */
export const PrivateMemberNarrow320: Story = {
  globals: narrowGlobals,
  parameters: {
    route: profileAt(6),
    msw: { handlers: { profile: [userVariants.profilePrivate] } },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'This profile is private' }),
    ).toBeVisible();
    await expectWithinWidth(await canvas.findByRole('button', { name: 'Follow' }));
    await expectWithinWidth(canvas.getByRole('button', { name: 'More actions for maya_shelf' }));
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** Another reader's shelves: the public ones only, as links, with no menus. */
export const Shelves: Story = {
  play: async ({ canvas }) => {
    await listsLoaded(canvas, TABS.cagla);
    const shelves = within(canvas.getByRole('region', { name: 'Shelves' }));
    await expect(shelves.getByRole('link', { name: 'Türk klasikleri' })).toHaveAttribute(
      'href',
      '/user/profile?id=2&shelf=4',
    );
    // Her private "Gifts" shelf is hers alone.
    await expect(shelves.queryByRole('link', { name: 'Gifts' })).toBeNull();
    await expect(shelves.queryByRole('button')).toBeNull();
  },
};

/** Another reader's shelf page: the books, without her ratings or finish dates. */
export const ShelfPage: Story = {
  parameters: {
    route: { path: '/user/profile', url: '/user/profile?id=2&shelf=4' },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Türk klasikleri' }),
    ).toBeVisible();
    await expect(canvas.getByText('A shelf of cagla_okur')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Kürk Mantolu Madonna' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the profile' })).toHaveAttribute(
      'href',
      '/user/profile?id=2',
    );
  },
};

/** Her private shelf, by its address: the same answer as a shelf that does not exist. */
export const PrivateShelfRefused: Story = {
  parameters: {
    route: { path: '/user/profile', url: '/user/profile?id=2&shelf=5' },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'This shelf does not exist, or it is private.' }),
    ).toBeVisible();
  },
};
