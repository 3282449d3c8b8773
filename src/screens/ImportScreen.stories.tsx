import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { importsVariants } from '../api/mocks/handlers/imports';
import { ImportScreen } from './ImportScreen';
import { fileInput } from '../stories/files';
import { screenParameters, type Canvas } from '../stories/screens';
import { expectNoHorizontalOverflow, expectWithinWidth, narrowGlobals } from '../stories/reflow';
import { dismissToasts, findPausedToast } from '../stories/toasts';

const meta = {
  title: 'Screens/ImportScreen',
  component: ImportScreen,
  parameters: { ...screenParameters('/settings/import', 'signedIn'), toasts: true },
  beforeEach: dismissToasts,
} satisfies Meta<typeof ImportScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const world = (handlers: ReturnType<typeof importsVariants.typical>) => ({
  msw: { handlers: { imports: handlers } },
});

const goodreadsFile = (content = 'Title,Author\nDune,Frank Herbert\n') =>
  new File([content], 'goodreads_library_export.csv', { type: 'text/csv' });

/** Picks a file with the page's labelled input. */
async function upload(canvas: Canvas, file = goodreadsFile()) {
  await canvas.findByLabelText('Library file', {}, { timeout: 4000 });
  await userEvent.upload(fileInput(), file);
}

const previewShown = (canvas: Canvas) =>
  canvas.findByRole(
    'heading',
    { name: 'Preview of goodreads_library_export.csv' },
    { timeout: 4000 },
  );

/** Chooses the first candidate for line 14 and a new book for line 211, and waits for the answer. */
async function chooseBoth(canvas: Canvas) {
  const first = canvas.getByRole('group', { name: /Line 14/ });
  await userEvent.click(
    within(first).getByRole('radio', {
      name: /^The Left Hand of Darkness, Ursula K\. Le Guin \(1969\)/,
    }),
  );
  const second = canvas.getByRole('group', { name: /Line 211/ });
  await userEvent.click(within(second).getByRole('radio', { name: 'Create a new book' }));
  await waitFor(
    () => expect(canvas.getByText('Matched by your choice').nextSibling).toHaveTextContent('1'),
    { timeout: 4000 },
  );
  await waitFor(() =>
    expect(canvas.getByRole('button', { name: 'Import 1,247 rows' })).not.toHaveAttribute(
      'aria-busy',
    ),
  );
}

export const Guest: Story = {
  parameters: { session: 'guest' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Sign in to import your library.')).toBeVisible();
    await expect(canvas.queryByLabelText('Library file')).not.toBeInTheDocument();
  },
};

/** The file input, its label, the formats and the limit in words. */
export const ChooseFile: Story = {
  play: async ({ canvas }) => {
    const input = await canvas.findByLabelText('Library file', {}, { timeout: 4000 });
    await expect(input).toHaveAccessibleDescription(/up to 20 MB/);
    await expect(input).toHaveAttribute('accept', expect.stringContaining('.csv'));
  },
};

/** The file travels and the server reads it. */
export const Uploading: Story = {
  parameters: world(importsVariants.uploading()),
  play: async ({ canvas }) => {
    await upload(canvas);
    await expect(await canvas.findByText('Reading goodreads_library_export.csv…')).toBeVisible();
    // Waiting, yet focusable (aria-disabled), so a keyboard reader keeps focus on it.
    await expect(canvas.getByLabelText('Library file')).toHaveAttribute('aria-disabled', 'true');
  },
};

/** An empty file is refused in the browser: nothing is sent. */
export const EmptyFile: Story = {
  play: async ({ canvas }) => {
    await upload(canvas, goodreadsFile(''));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The file is empty.');
  },
};

/** A file that is neither CSV nor JSON, dropped on the page: refused in the browser. */
export const WrongType: Story = {
  play: async ({ canvas }) => {
    const input = await canvas.findByLabelText('Library file', {}, { timeout: 4000 });
    // A real DataTransfer: Testing Library's drop would copy only its own keys (none).
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(new File(['GIF89a'], 'cover.gif', { type: 'image/gif' }));
    input.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Choose a CSV file (Goodreads, StoryGraph) or a JSON file (Shelfmark).',
    );
  },
};

/** The server refuses a CSV without Goodreads' columns: which ones are missing. */
export const MissingColumns: Story = {
  parameters: world(importsVariants.refused('missing_columns')),
  play: async ({ canvas }) => {
    await upload(canvas);
    await expect(await canvas.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'The file lacks the columns Title, Exclusive Shelf.',
    );
    // Focus stayed on the input through the upload, and is there to choose again.
    await expect(canvas.getByLabelText('Library file')).toHaveFocus();
  },
};

/** A CSV broken on a data row. */
export const NotCsv: Story = {
  parameters: world(importsVariants.refused('not_csv')),
  play: async ({ canvas }) => {
    await upload(canvas);
    await expect(await canvas.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'The file is not CSV that can be read. Data row 3 could not be read.',
    );
  },
};

/** A file saved in another encoding than UTF-8. */
export const WrongEncoding: Story = {
  parameters: world(importsVariants.refused('wrong_encoding')),
  play: async ({ canvas }) => {
    await upload(canvas);
    await expect(await canvas.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      /not UTF-8 text/,
    );
  },
};

/** The preview: counts, shelves, contents, the uncertain rows with their choices, skipped rows. */
export const Preview: Story = {
  play: async ({ canvas }) => {
    await upload(canvas);
    const heading = await previewShown(canvas);
    // The file input is gone: focus is on the preview's heading.
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('table')).toHaveTextContent('dnf');
    const row = canvas.getByRole('group', { name: /Line 14: The Left Hand of Darknes/ });
    await expect(within(row).getAllByRole('radio')).toHaveLength(4);
    await expect(canvas.getByRole('heading', { name: '3 rows will be skipped' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Import 1,247 rows' })).toBeVisible();
  },
};

/** Import pressed before choosing: the uncertain rows are asked for. */
export const NeedsChoices: Story = {
  play: async ({ canvas }) => {
    await upload(canvas);
    await previewShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Import 1,247 rows' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Choose for the 2 uncertain rows before importing.',
    );
  },
};

/** Choices, import, progress, result, and the skipped rows downloaded. */
export const ResolveAndImport: Story = {
  parameters: { darkScreenshot: false },
  play: async ({ canvas }) => {
    await upload(canvas);
    await previewShown(canvas);
    await chooseBoth(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Import 1,247 rows' }));
    await expect(await canvas.findByRole('progressbar', {}, { timeout: 4000 })).toBeVisible();
    await expect(
      await canvas.findByRole(
        'heading',
        { name: 'goodreads_library_export.csv is imported' },
        { timeout: 8000 },
      ),
    ).toBeVisible();
    await findPausedToast('Import finished');
    await userEvent.click(canvas.getByRole('button', { name: 'Download skipped rows' }));
    await expect(canvas.getByRole('link', { name: 'See your shelves' })).toBeVisible();
  },
};

/** Applying: a real progress bar with the rows done of the total. */
export const Applying: Story = {
  parameters: world(importsVariants.applying()),
  play: async ({ canvas }) => {
    await upload(canvas);
    await previewShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Import 1,247 rows' }));
    const bar = await canvas.findByRole('progressbar', {}, { timeout: 4000 });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByText('500 of 1,250 rows')).toBeVisible();
  },
};

/** Looking for an import left under way: a spinner, briefly, before anything else. */
export const Checking: Story = {
  parameters: world(importsVariants.checking()),
  play: async ({ canvas }) => {
    const spinner = await canvas.findByRole('status', {}, { timeout: 4000 });
    await expect(spinner).toHaveTextContent('Loading…');
    await expect(canvas.queryByLabelText('Library file')).toBeNull();
  },
};

/** Back after a reload: the preview left waiting, with the choices already made. */
export const LeftPreview: Story = {
  parameters: world(importsVariants.leftPreview()),
  play: async ({ canvas }) => {
    const heading = await previewShown(canvas);
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText('Matched by your choice').nextSibling).toHaveTextContent('1');
    await expect(canvas.getByRole('button', { name: 'Import 1,247 rows' })).toBeEnabled();
    await expect(canvas.queryByLabelText('Library file')).toBeNull();
  },
};

/** Back while it applies (the page was closed): its progress, not a new upload. */
export const LeftApplying: Story = {
  parameters: world(importsVariants.leftApplying()),
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole('progressbar', {}, { timeout: 4000 });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByText('500 of 1,250 rows')).toBeVisible();
  },
};

/** Done, with skipped rows to download. */
export const Done: Story = {
  parameters: world(importsVariants.doneAtOnce()),
  play: async ({ canvas }) => {
    await upload(canvas);
    await previewShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Import 1,247 rows' }));
    const heading = await canvas.findByRole(
      'heading',
      { name: 'goodreads_library_export.csv is imported' },
      { timeout: 4000 },
    );
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText('Rows skipped').nextSibling).toHaveTextContent('3');
    // Said on the page, in the polite region that was there while the import applied, and not
    // only in a toast that goes away (the toasts' own region is left out).
    const said = canvas
      .getAllByText('Import finished', {
        selector: '[aria-live="polite"] *, [aria-live="polite"]',
      })
      .find((node) => !node.closest('[data-sonner-toaster], section[aria-label*="Notifications"]'));
    await expect(said).toBeVisible();
    await findPausedToast('Import finished');
  },
};

/** The same file again: already imported, importing again changes nothing. */
export const AlreadyImported: Story = {
  parameters: world(importsVariants.alreadyImported()),
  play: async ({ canvas }) => {
    await upload(canvas);
    await previewShown(canvas);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'You already imported this file on June 14, 2026. Importing it again changes nothing.',
    );
  },
};

/** An export whose books are all in the catalogue: nothing new. */
export const NothingNew: Story = {
  parameters: world(importsVariants.nothingNew()),
  play: async ({ canvas }) => {
    await upload(canvas);
    await canvas.findByRole(
      'heading',
      { name: 'Preview of shelfmark-export.json' },
      { timeout: 4000 },
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Nothing new/);
  },
};

/** No answer: a retry that sends the file again. */
export const NetworkFailure: Story = {
  parameters: world(importsVariants.previewNetworkError()),
  play: async ({ canvas }) => {
    await upload(canvas);
    await expect(
      await canvas.findByText(/The server could not be reached/, {}, { timeout: 4000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start over' })).toBeVisible();
  },
};

/** A status poll fails while applying. */
export const StatusFailure: Story = {
  parameters: world(importsVariants.statusServerError()),
  play: async ({ canvas }) => {
    await upload(canvas);
    await previewShown(canvas);
    await chooseBoth(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Import 1,247 rows' }));
    await expect(
      await canvas.findByText(/Something went wrong on our side/, {}, { timeout: 6000 }),
    ).toBeVisible();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await canvas.findByLabelText('Kitaplık dosyası');
    await userEvent.upload(fileInput(), goodreadsFile());
    await canvas.findByRole(
      'heading',
      { name: 'goodreads_library_export.csv önizlemesi' },
      { timeout: 4000 },
    );
    await expect(canvas.getByRole('button', { name: '1.247 satırı içe aktar' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await upload(canvas);
    await previewShown(canvas);
    await waitFor(() =>
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth),
    );
  },
};

/**
 * Reflow (WCAG 1.4.10): at 320 px wide, which is also 200 % zoom of a 640 px window, the import
 * preview with its counts, contents and uncertain rows reflows into one column: nothing scrolls
 * sideways and its heading and the import button stay in view.
 */
export const Narrow320: Story = {
  globals: narrowGlobals,
  play: async ({ canvas, canvasElement }) => {
    await upload(canvas);
    const heading = await previewShown(canvas);
    await waitFor(() => expect(heading).toHaveFocus());
    await expectWithinWidth(heading);
    await expectWithinWidth(
      canvas.getByRole('group', { name: /Line 14: The Left Hand of Darknes/ }),
    );
    await expectWithinWidth(canvas.getByRole('button', { name: 'Import 1,247 rows' }));
    await expectNoHorizontalOverflow(canvasElement);
  },
};
