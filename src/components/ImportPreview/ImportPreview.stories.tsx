import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  importAlreadyImportedFixture,
  importNothingNewFixture,
  importPreviewFixture,
  importResolvedFixture,
} from '../../api/mocks/importFixtures';
import { ImportPreview } from './ImportPreview';

const meta = {
  title: 'Components/ImportPreview',
  component: ImportPreview,
  tags: ['autodocs'],
  args: {
    summary: importPreviewFixture(),
    onChoose: fn(),
    onRestChange: fn(),
    onConfirm: fn(),
    onCancel: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 820 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImportPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The whole preview; each uncertain row is a radio group the keyboard moves through. */
export const WithUncertainRows: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Matched by ISBN-13').nextSibling).toHaveTextContent('1,020');
    // Every row with stars is a rating; those with words are reviews as well.
    await expect(canvas.getByText('980 ratings, 212 reviews')).toBeVisible();
    const row = canvas.getByRole('group', {
      name: 'Line 14: The Left Hand of Darknes, Ursula Le Guin',
    });
    const radios = within(row).getAllByRole('radio');
    await expect(radios).toHaveLength(4);
    await expect(radios[0]).toHaveAccessibleName(
      'The Left Hand of Darkness, Ursula K. Le Guin (1969): 82% match',
    );
    await userEvent.click(within(row).getByRole('radio', { name: 'Create a new book' }));
    await expect(args.onChoose).toHaveBeenCalledWith(14, { action: 'create' });
    await userEvent.click(canvas.getByRole('button', { name: 'Import 1,247 rows' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** The shelves the import makes for the reader, by the file's spelling. */
export const NewShelves: Story = {
  play: async ({ canvas }) => {
    const names = canvas.getByRole('list', { name: 'New shelves (4)' });
    await expect(
      within(names)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['book-club', 'summer-2024', 'owned', 'signed copies']);
    await expect(
      canvas.getByRole('rowheader', { name: 'book-club' }).nextSibling,
    ).toHaveTextContent('One of your shelves');
  },
};

/** More shelves than the preview names, some past the reader's 100. */
export const NewShelvesPastTheLimit: Story = {
  args: {
    summary: importPreviewFixture({
      shelves_new: { names: ['book-club', 'summer-2024'], total: 7, over_limit: 3 },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('and 5 more')).toBeVisible();
    await expect(
      canvas.getByText(
        '3 shelves are not made, as you would have more than 100 shelves. The books are imported all the same.',
      ),
    ).toBeVisible();
  },
};

/** Every uncertain row chosen (one of them still on its way). */
export const Resolved: Story = {
  args: { summary: importResolvedFixture(), choices: { 211: { action: 'skip' } }, resolving: true },
  play: async ({ canvas }) => {
    const second = canvas.getByRole('group', { name: /Line 211/ });
    await expect(within(second).getByRole('radio', { name: 'Skip this row' })).toBeChecked();
  },
};

/** More uncertain rows than the preview lists: one choice for the rest. */
export const ManyUncertain: Story = {
  args: {
    summary: {
      ...importResolvedFixture(),
      rows: { ...importResolvedFixture().rows, uncertain: 150, unresolved: 148 },
    },
  },
  play: async ({ canvas, args }) => {
    const rest = canvas.getByRole('group', { name: 'The 148 uncertain rows not listed here' });
    await userEvent.click(within(rest).getByRole('radio', { name: 'Skip them' }));
    await expect(args.onRestChange).toHaveBeenCalledWith('skip');
  },
};

export const NeedsChoices: Story = {
  args: { needsChoices: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Choose for the 2 uncertain rows before importing.',
    );
  },
};

export const Confirming: Story = {
  args: { summary: importResolvedFixture(), confirming: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Import 1,247 rows' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const AlreadyImported: Story = {
  args: { summary: importAlreadyImportedFixture(), nothingNew: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'You already imported this file on June 14, 2026. Importing it again changes nothing.',
    );
  },
};

export const NothingNew: Story = {
  args: { summary: importNothingNewFixture(), nothingNew: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Nothing new/);
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '1.247 satırı içe aktar' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Dosyadaki raf' })).toBeVisible();
    await expect(canvas.getByText('980 puan, 212 inceleme')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};
