import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ProgressDialog } from './ProgressDialog';

const meta = {
  title: 'Components/ProgressDialog',
  component: ProgressDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    unit: 'pages',
    pageCount: 300,
    draft: '150',
    error: null,
    confirmingBackwards: false,
    previous: 150,
    submitting: false,
    onDraftChange: fn(),
    onUnitChange: fn(),
    onSubmit: fn(),
    onCancel: fn(),
    onConfirmBackwards: fn(),
    onCancelBackwards: fn(),
  },
  // The draft and the unit are controlled: the story keeps them, as the machine does.
  render: function Render(args) {
    const [draft, setDraft] = useState(args.draft);
    const [unit, setUnit] = useState(args.unit);
    return (
      <ProgressDialog
        {...args}
        draft={draft}
        unit={unit}
        onDraftChange={(value) => {
          setDraft(value);
          args.onDraftChange(value);
        }}
        onUnitChange={(next) => {
          setUnit(next);
          args.onUnitChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof ProgressDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Pages: Story = {
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Update progress' });
    const field = within(dialog).getByLabelText('Current page (of 300)');
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveValue(150);
    await expect(field).toHaveAttribute('max', '300');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(field).toHaveAccessibleDescription('Last update: page 150');
  },
};

export const Percent: Story = {
  args: { unit: 'percent', pageCount: null, draft: '', previous: null },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    const field = within(dialog).getByLabelText('Percent read');
    await expect(field).toHaveAttribute('max', '100');
    await expect(field).not.toHaveAccessibleDescription();
  },
};

export const SwitchUnitByKeyboard: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await body().findByRole('dialog');
    const units = within(dialog).getByRole('radiogroup', { name: 'Enter progress in' });
    const pages = within(units).getByRole('radio', { name: 'Pages' });
    const percent = within(units).getByRole('radio', { name: 'Percent' });
    await expect(pages).toBeChecked();
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Current page (of 300)')).toHaveFocus(),
    );
    // Shift+Tab from the field reaches the chosen unit; the arrows move between units.
    await userEvent.tab({ shift: true });
    await expect(pages).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(percent).toBeChecked();
    await expect(args.onUnitChange).toHaveBeenLastCalledWith('percent');
    await expect(within(dialog).getByLabelText('Percent read')).toHaveAttribute('max', '100');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onUnitChange).toHaveBeenLastCalledWith('pages');
    await expect(pages).toBeChecked();
  },
};

export const PagesWithoutPageCount: Story = {
  args: { unit: 'pages', pageCount: null, draft: '', previous: null },
  play: async ({ userEvent }) => {
    const dialog = await body().findByRole('dialog');
    const field = within(dialog).getByLabelText('Current page');
    await expect(field).not.toHaveAttribute('max', expect.anything());
    await expect(field).toHaveAccessibleDescription(
      'Add the pages in your edition to see a percentage.',
    );
    await userEvent.type(field, '120');
    await expect(field).toHaveValue(120);
  },
};

export const TypeAndSave: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await body().findByRole('dialog');
    const field = within(dialog).getByLabelText('Current page (of 300)');
    await userEvent.clear(field);
    await userEvent.type(field, '180');
    await expect(args.onDraftChange).toHaveBeenLastCalledWith('180');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save progress' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const EnterSubmits: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await body().findByRole('dialog');
    const field = within(dialog).getByLabelText('Current page (of 300)');
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const OutOfRange: Story = {
  args: {
    draft: '400',
    error: { message: 'validation.progress_pages_range', values: { pageCount: 300 } },
  },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    const field = within(dialog).getByLabelText('Current page (of 300)');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      'Invalid Enter a page from 0 to 300. Last update: page 150',
    );
    // Announced as it appears, not only when the field is focused again.
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Enter a page from 0 to 300.',
    );
  },
};

export const Required: Story = {
  args: {
    unit: 'percent',
    pageCount: null,
    previous: 30,
    draft: '',
    error: { message: 'validation.progress_required' },
  },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please enter your progress.',
    );
    await expect(within(dialog).getByLabelText('Percent read')).toHaveAccessibleDescription(
      'Invalid Please enter your progress. Last update: 30%',
    );
  },
};

export const ConfirmingBackwards: Story = {
  args: { draft: '90', confirmingBackwards: true },
  play: async ({ args, userEvent }) => {
    const dialog = await body().findByRole('dialog', { name: 'Update progress' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'That is below your last update (page 150). Save it anyway?',
    );
    await expect(within(dialog).queryByRole('spinbutton')).not.toBeInTheDocument();
    const goBack = within(dialog).getByRole('button', { name: 'Go back' });
    await waitFor(() => expect(goBack).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    await expect(args.onConfirmBackwards).toHaveBeenCalledTimes(1);
    await userEvent.click(goBack);
    await expect(args.onCancelBackwards).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const ConfirmingBackwardsPercent: Story = {
  args: { unit: 'percent', pageCount: null, previous: 60, draft: '45', confirmingBackwards: true },
  play: async ({ args, userEvent }) => {
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'That is below your last update (60%). Save it anyway?',
    );
    // Escape answers the question (back to the field), it does not close the dialog.
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancelBackwards).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { draft: '180', submitting: true },
  play: async ({ args, userEvent }) => {
    const dialog = await body().findByRole('dialog');
    const save = within(dialog).getByRole('button', { name: 'Save progress' });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(within(dialog).getByLabelText('Current page (of 300)')).toHaveAttribute(
      'readonly',
    );
    await userEvent.click(save);
    await userEvent.keyboard('{Escape}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Cancel: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  args: {
    draft: '400',
    error: { message: 'validation.progress_pages_range', values: { pageCount: 300 } },
  },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'İlerlemeyi güncelle' });
    await expect(within(dialog).getByLabelText('Şu anki sayfa (300 sayfadan)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: 'İlerlemeyi kaydet' })).toBeEnabled();
  },
};

export const TurkishBackwards: Story = {
  globals: { locale: 'tr' },
  args: { draft: '90', confirmingBackwards: true },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Bu, son güncellemenizin (sayfa 150) gerisinde. Yine de kaydedilsin mi?',
    );
    await expect(within(dialog).getByRole('button', { name: 'Yine de kaydet' })).toBeEnabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Save progress' })).toBeVisible();
  },
};

export const MobileBackwards: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { draft: '90', confirmingBackwards: true },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Save anyway' })).toBeVisible();
  },
};
