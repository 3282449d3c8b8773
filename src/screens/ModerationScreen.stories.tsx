import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ModerationScreen } from './ModerationScreen';
import { body, screenParameters, type Canvas } from '../stories/screens';
import { expectNoHorizontalOverflow, narrowGlobals } from '../stories/reflow';
import { dismissToasts, findPausedToast } from '../stories/toasts';
import {
  longModerationQueue,
  moderationVariants,
  moderationWorld,
} from '../api/mocks/handlers/moderation';

const meta = {
  title: 'Screens/ModerationScreen',
  component: ModerationScreen,
  parameters: { ...screenParameters('/moderation', 'moderator'), toasts: true },
  beforeEach: dismissToasts,
} satisfies Meta<typeof ModerationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The queue once the session (a moderator's) is confirmed and the first page has loaded. */
async function queue(canvas: Canvas) {
  const panel = await canvas.findByRole('region', { name: 'Reports waiting' });
  await within(panel).findAllByRole('article');
  return within(panel);
}

const dialog = (name: string) => within(body().getByRole('dialog', { name }));

/** Three targets waiting, oldest first, each with the actions that fit it. */
export const QueueLoaded: Story = {
  parameters: { msw: { handlers: { moderation: moderationWorld() } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
    const list = await queue(canvas);
    await expect(canvas.getByRole('tab', { name: 'Queue 3' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(list.getAllByRole('article')).toHaveLength(3);
    const [review, name, photo] = list.getAllByRole('article') as HTMLElement[];
    await expect(review).toHaveAccessibleName('Reported review');
    await expect(name).toHaveAccessibleName('Reported name');
    await expect(photo).toHaveAccessibleName('Reported profile photo');
    await expect(
      within(review as HTMLElement).getByRole('button', { name: 'Hide review by @omer_pages' }),
    ).toBeVisible();
    await expect(list.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

/**
 * Hiding a review from start to end, by keyboard: the dialog asks for the reason, the action
 * is done, the toast names it, the item leaves, focus goes to the next item, and the log has it.
 */
export const HideReviewEndToEnd: Story = {
  parameters: { msw: { handlers: { moderation: moderationWorld() } } },
  play: async ({ canvas }) => {
    const list = await queue(canvas);
    list.getByRole('button', { name: 'Hide review by @omer_pages' }).focus();
    await userEvent.keyboard('{Enter}');
    const box = dialog('Hide the review by @omer_pages');
    const reason = box.getByLabelText('Reason (required)');
    await expect(reason).toHaveFocus();
    await userEvent.type(reason, 'Spoils the ending in the first line.');
    await userEvent.click(box.getByRole('button', { name: 'Hide review' }));
    await findPausedToast('Done: the review by @omer_pages is hidden.');
    await waitFor(() => expect(list.getAllByRole('article')).toHaveLength(2));
    await waitFor(() =>
      expect(list.getByRole('button', { name: 'Reset name of @jonah_reads' })).toHaveFocus(),
    );
    await expect(canvas.getByRole('tab', { name: 'Queue 2' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Audit log' }));
    const log = within(await canvas.findByRole('region', { name: 'Audit log' }));
    const rows = await log.findAllByRole('listitem');
    await expect(rows).toHaveLength(6);
    await expect(within(rows[0] as HTMLElement).getByText('Hid a review')).toBeVisible();
    await expect(
      within(rows[0] as HTMLElement).getByText('Spoils the ending in the first line.'),
    ).toBeVisible();
  },
};

/** A suspension ending today is refused by the server: said under the date, then fixed. */
export const SuspendDateRefused: Story = {
  parameters: { msw: { handlers: { moderation: moderationWorld() } } },
  play: async ({ canvas }) => {
    const list = await queue(canvas);
    await userEvent.click(list.getByRole('button', { name: 'Suspend account of @jonah_reads' }));
    const box = dialog('Suspend @jonah_reads');
    await userEvent.type(box.getByLabelText('Reason (required)'), 'Harassment after a warning.');
    const until = box.getByLabelText('End date (optional)');
    await userEvent.type(until, '2026-11-21');
    await userEvent.click(box.getByRole('button', { name: 'Suspend account' }));
    await waitFor(() => expect(until).toHaveAttribute('aria-invalid', 'true'));
    await expect(until).toHaveAccessibleDescription(/^Choose a day after today\./);
    await waitFor(() => expect(until).toHaveFocus());
    await expect(box.getByLabelText('Reason (required)')).toHaveValue(
      'Harassment after a warning.',
    );
  },
};

/** The server's code 1 for the end date, as its own variant answers it. */
export const SuspendDateInvalidVariant: Story = {
  parameters: { msw: { handlers: { moderation: [moderationVariants.actInvalid] } } },
  play: async ({ canvas }) => {
    const list = await queue(canvas);
    await userEvent.click(list.getByRole('button', { name: 'Suspend account of @maya_shelf' }));
    const box = dialog('Suspend @maya_shelf');
    await userEvent.type(box.getByLabelText('Reason (required)'), 'Explicit photo.');
    await userEvent.type(box.getByLabelText('End date (optional)'), '2026-12-01');
    await userEvent.click(box.getByRole('button', { name: 'Suspend account' }));
    await expect(await box.findByText('Choose a day after today.')).toBeVisible();
  },
};

/** Another moderator was first: the item leaves with an info toast instead of an error. */
export const Gone: Story = {
  parameters: { msw: { handlers: { moderation: [moderationVariants.actGone] } } },
  play: async ({ canvas }) => {
    const list = await queue(canvas);
    await userEvent.click(list.getByRole('button', { name: 'Dismiss reports about @maya_shelf' }));
    const box = dialog('Dismiss the reports about @maya_shelf');
    await userEvent.type(box.getByLabelText('Reason (required)'), 'Ordinary photo.');
    await userEvent.click(box.getByRole('button', { name: 'Dismiss' }));
    await findPausedToast('Another moderator has already acted on this; it has left the queue.');
    await waitFor(() => expect(list.getAllByRole('article')).toHaveLength(2));
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

/** On its way: the confirm button is busy, and the dialog waits for the answer. */
export const ActPending: Story = {
  parameters: { msw: { handlers: { moderation: [moderationVariants.actPending] } } },
  play: async ({ canvas }) => {
    const list = await queue(canvas);
    await userEvent.click(list.getByRole('button', { name: 'Reset name of @jonah_reads' }));
    const box = dialog('Reset the name of @jonah_reads');
    await userEvent.type(box.getByLabelText('Reason (required)'), 'Insults another reader.');
    await userEvent.click(box.getByRole('button', { name: 'Reset name' }));
    await waitFor(() =>
      expect(box.getByRole('button', { name: 'Reset name' })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(box.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** A server error: said in the dialog, the reason kept; Cancel gives focus back to the card. */
export const ActFails: Story = {
  parameters: { msw: { handlers: { moderation: [moderationVariants.actServerError] } } },
  play: async ({ canvas }) => {
    const list = await queue(canvas);
    const opener = list.getByRole('button', { name: 'Reset name of @jonah_reads' });
    await userEvent.click(opener);
    const box = dialog('Reset the name of @jonah_reads');
    await userEvent.type(box.getByLabelText('Reason (required)'), 'Insults another reader.');
    await userEvent.click(box.getByRole('button', { name: 'Reset name' }));
    await expect(await box.findByRole('alert')).toHaveTextContent(
      'Something went wrong on the server. Your words are kept: try again in a moment.',
    );
    await expect(box.getByLabelText('Reason (required)')).toHaveValue('Insults another reader.');
    await userEvent.click(box.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(list.getAllByRole('article')).toHaveLength(3);
  },
};

/** Fifteen waiting: ten shown, "Show more" adds the rest and focus goes to the first new one. */
export const ShowMore: Story = {
  parameters: {
    msw: { handlers: { moderation: moderationWorld({ queue: longModerationQueue }) } },
  },
  play: async ({ canvas }) => {
    const list = await queue(canvas);
    await expect(list.getAllByRole('article')).toHaveLength(10);
    await expect(list.getByText('10 of 15 shown')).toBeVisible();
    await userEvent.click(list.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(list.getAllByRole('article')).toHaveLength(15));
    await waitFor(() =>
      expect(list.getByRole('button', { name: 'Reset name of @reader_110' })).toHaveFocus(),
    );
    await expect(list.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { moderation: [moderationVariants.queueEmpty] } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No reports are waiting.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Queue 0' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { moderation: [moderationVariants.queueLoading] } } },
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('region', { name: 'Reports waiting' });
    await expect(within(panel).getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.getByRole('tab', { name: 'Queue' })).toBeVisible();
  },
};

/** The first page cannot load: said, with "Try again". */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { moderation: [moderationVariants.queueServerError] } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The queue could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** The audit log, newest first; opened by keyboard from the tab list. */
export const LogTab: Story = {
  parameters: { msw: { handlers: { moderation: moderationWorld() } } },
  play: async ({ canvas }) => {
    await queue(canvas);
    canvas.getByRole('tab', { name: 'Queue 3' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Audit log' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const log = within(await canvas.findByRole('region', { name: 'Audit log' }));
    await expect(await log.findAllByRole('listitem')).toHaveLength(5);
    await expect(log.getByText('Operator')).toBeVisible();
    await expect(log.queryByRole('button')).toBeNull();
  },
};

export const LogEmpty: Story = {
  parameters: { msw: { handlers: { moderation: [moderationVariants.logEmpty] } } },
  play: async ({ canvas }) => {
    await queue(canvas);
    await userEvent.click(canvas.getByRole('tab', { name: 'Audit log' }));
    await expect(await canvas.findByText('Nothing has been done yet.')).toBeVisible();
  },
};

export const LogLoadFailed: Story = {
  parameters: { msw: { handlers: { moderation: [moderationVariants.logServerError] } } },
  play: async ({ canvas }) => {
    await queue(canvas);
    await userEvent.click(canvas.getByRole('tab', { name: 'Audit log' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The audit log could not be loaded.',
    );
  },
};

/** A reader without the role: told the page is for moderators; nothing is asked of the server. */
export const NotAModerator: Story = {
  parameters: { msw: { handlers: { auth: [] } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'This page is for moderators.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

/** The session says moderator, the server says not (the role was taken away): the same state. */
export const NotAModeratorByServer: Story = {
  parameters: { msw: { handlers: { moderation: moderationVariants.notModerator } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'This page is for moderators.' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  parameters: { msw: { handlers: { moderation: moderationWorld() } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Moderasyon' })).toBeVisible();
    const panel = await canvas.findByRole('region', { name: 'Bekleyen şikâyetler' });
    await within(panel).findAllByRole('article');
    await expect(canvas.getByRole('tab', { name: 'Kuyruk 3' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Denetim kaydı' })).toBeVisible();
    await expect(
      within(panel).getByRole('button', { name: 'İncelemeyi gizle: @omer_pages' }),
    ).toBeVisible();
  },
};

/** 320 px: cards, badges and buttons wrap; nothing scrolls sideways. */
export const Narrow320: Story = {
  globals: narrowGlobals,
  parameters: { msw: { handlers: { moderation: moderationWorld() } } },
  play: async ({ canvas, canvasElement }) => {
    await queue(canvas);
    await expectNoHorizontalOverflow(canvasElement);
  },
};
