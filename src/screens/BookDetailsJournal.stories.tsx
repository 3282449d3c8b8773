import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FIXED_NOW } from '../api/mocks/fixtures';
import { readingVariants, type JournalLink } from '../api/mocks/handlers/readings';
import { relationWorld } from '../api/mocks/handlers/relations';
import { BookDetailsScreen } from './BookDetailsScreen';
import { body, screenParameters, type Canvas } from '../stories/screens';
import { dismissToasts, findPausedToast, findToast } from '../stories/toasts';

/**
 * The book page's reading journal (issue 15): the status menu, progress and its dialog, the
 * reading history with edit and delete. Ada is signed in; each story starts from a fresh
 * journal world (src/api/mocks/handlers/readings.ts) in which The Hunger Games is either not
 * tracked, or in progress at page 120 of 300 with a 2019 reading finished before.
 */
const meta = {
  title: 'Screens/BookDetailsScreen/Journal',
  component: BookDetailsScreen,
  args: { now: new Date(FIXED_NOW) },
  parameters: {
    ...screenParameters({ path: '/book/details', url: '/book/details?id=1' }, 'signedIn'),
    toasts: true,
  },
  beforeEach: dismissToasts,
} satisfies Meta<typeof BookDetailsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 4000 };

/** A journal world and Ada's flags, linked: "Mark as read" writes its reading in the journal. */
const journalWorld = (journal: keyof typeof readingVariants, read = false) => {
  const readings = readingVariants[journal]();
  const { link } = readings as { link?: JournalLink };
  return {
    msw: {
      handlers: {
        readings,
        relation: read ? relationWorld({ read: true }, link) : relationWorld({}, link),
      },
    },
  };
};

const MUST_READ_HINT = 'Mark this book as read to like it, add it to favorites and review it.';

/**
 * The journal section once the reader's journal has loaded. The page starts as a guest's while
 * the stored session is checked, then starts the reader's flags and journal over: so first wait
 * for what only the reader's flags show (the must-read hint, or the read mark), then find the
 * trigger (and the section around it) afresh, by the status the loaded journal shows.
 */
async function journalReady(canvas: Canvas, status: string, trigger = 'Reading status: {status}') {
  await waitFor(() => {
    const readerFlags =
      canvas.queryByText(MUST_READ_HINT) ??
      canvas.queryByRole('button', { name: 'Marked as read' });
    expect(readerFlags).not.toBeNull();
  }, WAIT);
  return journalShown(
    canvas,
    status === 'Track this book' ? status : trigger.replace('{status}', status),
  );
}

async function journalShown(canvas: Canvas, name: string) {
  const trigger = await waitFor(() => {
    const button = canvas.getByRole('button', { name });
    expect(button).not.toBeDisabled();
    return button;
  }, WAIT);
  const section = trigger.closest('section');
  if (!section) throw new Error('The status menu is outside the journal section');
  return { section: within(section), trigger };
}

async function choose(trigger: HTMLElement, status: string) {
  await userEvent.click(trigger);
  await userEvent.click(await body().findByRole('menuitemradio', { name: status }));
}

export const NotTracked: Story = {
  parameters: journalWorld('empty'),
  play: async ({ canvas }) => {
    const { section } = await journalReady(canvas, 'Track this book');
    await expect(section.getByRole('heading', { name: 'Your reading' })).toBeVisible();
    await expect(section.queryByRole('heading', { name: /Reading history/ })).toBeNull();
  },
};

export const InProgress: Story = {
  parameters: journalWorld('reading', true),
  play: async ({ canvas }) => {
    const { section } = await journalReady(canvas, 'Currently reading');
    await expect(section.getByText('Page 120 of 300 · 40%')).toBeVisible();
    await expect(section.getByRole('heading', { name: /Reading history/ })).toBeVisible();
    await expect(section.getByText('First time through, on holiday.')).toBeVisible();
  },
};

export const StartReading: Story = {
  parameters: journalWorld('empty'),
  play: async ({ canvas }) => {
    const { section, trigger } = await journalReady(canvas, 'Track this book');
    await choose(trigger, 'Currently reading');
    await findPausedToast('Marked as currently reading.');
    await expect(
      await section.findByRole('button', { name: 'Reading status: Currently reading' }, WAIT),
    ).toBeVisible();
    await expect(section.getByText('No progress yet')).toBeVisible();
    // Dated by the story's fixed day, not the machine's clock, so the screenshot holds any day.
    await expect(section.getByText('Started Nov 21, 2026')).toBeVisible();
  },
};

export const UpdateProgress: Story = {
  parameters: journalWorld('reading', true),
  play: async ({ canvas }) => {
    const { section } = await journalReady(canvas, 'Currently reading');
    await userEvent.click(section.getByRole('button', { name: 'Update progress' }));
    const dialog = within(await body().findByRole('dialog', {}, WAIT));
    const field = dialog.getByLabelText('Current page (of 300)');
    await userEvent.clear(field);
    await userEvent.type(field, '150');
    await userEvent.click(dialog.getByRole('button', { name: 'Save progress' }));
    await findPausedToast('Progress saved.');
    await expect(await section.findByText('Page 150 of 300 · 50%', {}, WAIT)).toBeVisible();
  },
};

export const ProgressTooFar: Story = {
  parameters: journalWorld('reading', true),
  play: async ({ canvas }) => {
    const { section } = await journalReady(canvas, 'Currently reading');
    await userEvent.click(section.getByRole('button', { name: 'Update progress' }));
    const dialog = within(await body().findByRole('dialog', {}, WAIT));
    const field = dialog.getByLabelText('Current page (of 300)');
    await userEvent.clear(field);
    await userEvent.type(field, '301');
    await userEvent.click(dialog.getByRole('button', { name: 'Save progress' }));
    await expect(await dialog.findByText('Enter a page from 0 to 300.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    // The form's error is said inside the dialog, above its fields; no page toast points
    // "below" from outside it.
    await waitFor(() =>
      expect(
        dialog
          .getAllByRole('alert')
          .some((node) => node.textContent === 'Please fix the errors below'),
      ).toBe(true),
    );
    await expect(findToast('Please fix the errors below')).rejects.toThrow();
  },
};

export const ProgressBackwards: Story = {
  parameters: journalWorld('reading', true),
  play: async ({ canvas }) => {
    const { section } = await journalReady(canvas, 'Currently reading');
    await userEvent.click(section.getByRole('button', { name: 'Update progress' }));
    const dialog = within(await body().findByRole('dialog', {}, WAIT));
    const field = dialog.getByLabelText('Current page (of 300)');
    await userEvent.clear(field);
    await userEvent.type(field, '100');
    await userEvent.click(dialog.getByRole('button', { name: 'Save progress' }));
    await expect(
      await dialog.findByText('That is below your last update (page 120). Save it anyway?'),
    ).toBeVisible();
  },
};

export const SetEditionPages: Story = {
  parameters: journalWorld('reading', true),
  play: async ({ canvas }) => {
    const { section } = await journalReady(canvas, 'Currently reading');
    await expect(section.getByText('Your edition: 300 pages')).toBeVisible();
    await userEvent.click(section.getByRole('button', { name: 'Set page count' }));
    const field = section.getByLabelText('Pages in your edition');
    await userEvent.clear(field);
    await userEvent.type(field, '412');
    await userEvent.click(section.getByRole('button', { name: 'Save' }));
    await findPausedToast('Page count saved.');
    await expect(await section.findByText('Your edition: 412 pages', {}, WAIT)).toBeVisible();
    await userEvent.click(section.getByRole('button', { name: 'Update progress' }));
    const dialog = within(await body().findByRole('dialog', {}, WAIT));
    await expect(dialog.getByLabelText('Current page (of 412)')).toBeVisible();
  },
};

export const FinishSetsRead: Story = {
  parameters: journalWorld('reading'),
  play: async ({ canvas }) => {
    const { section, trigger } = await journalReady(canvas, 'Currently reading');
    await choose(trigger, 'Read');
    await findPausedToast('Marked as read.');
    await expect(
      await section.findByRole('button', { name: 'Reading status: Read' }, WAIT),
    ).toBeVisible();
    // The spec's read button follows the journal's answer: no reload, no second call.
    await waitFor(
      () =>
        expect(canvas.getByRole('button', { name: /read/i, pressed: true })).toBeInTheDocument(),
      WAIT,
    );
    await expect(section.queryByRole('button', { name: 'Update progress' })).toBeNull();
    // Finished today, said beside the menu, with a way to say another day.
    await expect(section.getByText('Finished today')).toBeVisible();
    await expect(
      section.getByRole('button', { name: 'Change when you finished it' }),
    ).toBeVisible();
  },
};

/**
 * The spec's "Mark as read" on an untracked book: one click finishes it today (the contract's
 * finishOfRead, in the mock as on the server), said beside the journal; "Change" then takes
 * yesterday, by keyboard, and the history follows.
 */
export const MarkAsReadThenChangeDay: Story = {
  parameters: journalWorld('empty'),
  play: async ({ canvas, userEvent }) => {
    const { section } = await journalReady(canvas, 'Track this book');
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as read' }));
    await findPausedToast('Marked as read. It was also removed from your reading list.');
    await expect(await section.findByText('Finished today', {}, WAIT)).toBeVisible();
    await expect(section.getByText('Finished Nov 21, 2026')).toBeVisible();
    await expect(section.queryByText('Finished: date unknown')).toBeNull();
    section.getByRole('button', { name: 'Change when you finished it' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await body().findByRole('dialog', { name: 'When did you finish it?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Yesterday' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), WAIT);
    await waitFor(
      () => expect(section.getAllByText('Finished Nov 20, 2026')).toHaveLength(2),
      WAIT,
    );
  },
};

export const DidNotFinish: Story = {
  parameters: journalWorld('reading', true),
  play: async ({ canvas }) => {
    const { section, trigger } = await journalReady(canvas, 'Currently reading');
    await choose(trigger, 'Did not finish');
    const dialog = within(await body().findByRole('dialog', {}, WAIT));
    await userEvent.type(dialog.getByLabelText('Reason (optional)'), 'Lost the thread');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await findPausedToast('Marked as did not finish.');
    await expect(
      await section.findByText('Why I stopped: Lost the thread', {}, WAIT),
    ).toBeVisible();
  },
};

export const PutBackAsksFirst: Story = {
  parameters: journalWorld('reading', true),
  play: async ({ canvas }) => {
    const { trigger } = await journalReady(canvas, 'Currently reading');
    await choose(trigger, 'Want to read');
    const dialog = within(await body().findByRole('dialog', {}, WAIT));
    await expect(dialog.getByText('Put this book back on Want to read?')).toBeVisible();
  },
};

export const EditReading: Story = {
  parameters: journalWorld('reading', true),
  play: async ({ canvas }) => {
    const { section } = await journalReady(canvas, 'Currently reading');
    const edits = section.getAllByRole('button', { name: /^Edit reading/ });
    await userEvent.click(edits[1]!);
    const dialog = within(await body().findByRole('dialog', {}, WAIT));
    const note = dialog.getByLabelText('Private note');
    await userEvent.clear(note);
    await userEvent.type(note, 'Read it again for the film.');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await findPausedToast('Reading saved.');
    await expect(await section.findByText('Read it again for the film.', {}, WAIT)).toBeVisible();
  },
};

export const DeleteReading: Story = {
  parameters: journalWorld('reading', true),
  play: async ({ canvas }) => {
    const { section } = await journalReady(canvas, 'Currently reading');
    const deletes = section.getAllByRole('button', { name: /^Delete reading/ });
    await userEvent.click(deletes[1]!);
    const dialog = within(await body().findByRole('dialog', {}, WAIT));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await findPausedToast('Reading deleted.');
    await waitFor(
      () => expect(section.queryByText('First time through, on holiday.')).toBeNull(),
      WAIT,
    );
  },
};

export const LoadError: Story = {
  parameters: journalWorld('loadError'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Your reading journal could not be loaded.', {}, WAIT),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const StatusFails: Story = {
  parameters: journalWorld('statusFails'),
  play: async ({ canvas }) => {
    const { section, trigger } = await journalReady(canvas, 'Track this book');
    await choose(trigger, 'Currently reading');
    await findPausedToast('A server error occurred. Please try again in a few minutes.');
    // Rolled back: the control shows what the server has.
    await expect(
      await section.findByRole('button', { name: 'Track this book' }, WAIT),
    ).toBeVisible();
  },
};

export const Turkish: Story = {
  parameters: journalWorld('reading', true),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    const { section } = await journalShown(canvas, 'Okuma durumu: Şu an okuyorum');
    await expect(section.getByRole('heading', { name: 'Okumanız' })).toBeVisible();
    await expect(section.getByRole('button', { name: 'İlerlemeyi güncelle' })).toBeVisible();
  },
};

export const Mobile: Story = {
  parameters: journalWorld('reading', true),
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await journalReady(canvas, 'Currently reading');
  },
};

export const Guest: Story = {
  parameters: { session: 'guest', ...journalWorld('empty') },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'The Hunger Games' }, WAIT);
    const { trigger } = await journalShown(canvas, 'Track this book');
    await choose(trigger, 'Currently reading');
    await findPausedToast('Please login to track your reading.');
  },
};
