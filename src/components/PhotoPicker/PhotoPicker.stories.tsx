import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { portraitDataUrl } from '../../api/mocks/images';
import { PhotoPicker, type PhotoPickerProps } from './PhotoPicker';

const meta = {
  title: 'Components/PhotoPicker',
  component: PhotoPicker,
  tags: ['autodocs'],
  args: {
    src: null,
    name: 'Ada Kaplan',
    onFileSelected: fn(),
    onSave: fn(),
    onCancel: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof PhotoPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoPhoto: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: 'Ada Kaplan' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remove photo' })).toBeNull();
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    // The input is hidden; the camera button opens it, so the test feeds it directly.
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, file);
    await expect(args.onFileSelected).toHaveBeenCalledWith(file);
  },
};

export const SavedPhoto: Story = {
  args: { src: portraitDataUrl, canRemove: true },
  play: async ({ canvas, args }) => {
    const remove = canvas.getByRole('button', { name: 'Remove photo' });
    await userEvent.hover(canvas.getByRole('img', { name: 'Ada Kaplan' }));
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

export const Preview: Story = {
  args: { src: portraitDataUrl, pending: true, canRemove: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Remove photo' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save photo' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Uploading: Story = {
  args: { src: portraitDataUrl, pending: true, progress: 0.4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Uploading…' })).toHaveAttribute(
      'value',
      '0.4',
    );
    // Waiting, yet focusable (aria-disabled), so focus is never dropped on it.
    await expect(canvas.getByRole('button', { name: 'Change profile photo' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const TooLarge: Story = {
  args: { error: 'Image size must be smaller than 5MB.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Image size must be smaller than 5MB.',
    );
  },
};

export const Turkish: Story = {
  args: { src: portraitDataUrl, pending: true },
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(3);
  },
};

/** The hidden file input, with its click (which would open the system dialog) recorded. */
function watchedFileInput() {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return { input, click: spyOn(input, 'click').mockImplementation(() => undefined) };
}

export const WithChooseButton: Story = {
  args: { chooseLabel: 'Choose file' },
  play: async ({ canvas, args }) => {
    const { input, click } = watchedFileInput();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose file' }));
    await expect(click).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Change profile photo' }));
    await expect(click).toHaveBeenCalledTimes(2);
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    await expect(args.onFileSelected).toHaveBeenCalledWith(file);
  },
};

export const WithVisibleRemove: Story = {
  args: {
    src: portraitDataUrl,
    canRemove: true,
    chooseLabel: 'Choose file',
    removeLabel: 'Remove',
  },
  play: async ({ canvas, args }) => {
    // The labelled button replaces the hover-only one, so there is one remove control.
    await expect(canvas.queryByRole('button', { name: 'Remove photo' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

export const WithChooseButtonBusy: Story = {
  args: {
    src: portraitDataUrl,
    canRemove: true,
    busy: true,
    chooseLabel: 'Choose file',
    removeLabel: 'Remove',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Remove' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const WithChooseButtonTurkish: Story = {
  args: { src: portraitDataUrl, canRemove: true, chooseLabel: 'Dosya seç', removeLabel: 'Kaldır' },
  globals: { locale: 'tr' },
  play: async ({ canvas, args }) => {
    const { click } = watchedFileInput();
    await userEvent.click(canvas.getByRole('button', { name: 'Dosya seç' }));
    await expect(click).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Profil fotoğrafını değiştir' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Kaldır' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

/**
 * The picker with its states played as the photo machine moves them: Save starts an upload that
 * stays in flight, Cancel drops the preview, Remove waits a moment and then takes the photo away.
 */
function PhotoFlow(args: PhotoPickerProps) {
  const [state, setState] = useState({
    src: args.src,
    pending: args.pending ?? false,
    canRemove: args.canRemove ?? false,
    busy: false,
    progress: undefined as number | undefined,
  });
  return (
    <PhotoPicker
      {...args}
      {...state}
      onSave={() => {
        args.onSave();
        setState((current) => ({ ...current, progress: 0.4 }));
      }}
      onCancel={() => {
        args.onCancel();
        setState((current) => ({ ...current, pending: false, src: null }));
      }}
      onRemove={() => {
        args.onRemove();
        setState((current) => ({ ...current, busy: true }));
        setTimeout(() => {
          setState((current) => ({ ...current, busy: false, canRemove: false, src: null }));
        }, 200);
      }}
    />
  );
}

/** The browser drops focus from a control that turns disabled a moment after the render. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

/**
 * Save with the keyboard: Save and Cancel give way to the progress bar, and focus goes to the
 * camera button, which waits (aria-disabled) and ignores presses until the upload ends.
 */
export const SaveKeepsFocus: Story = {
  args: { src: portraitDataUrl, pending: true },
  render: PhotoFlow,
  play: async ({ canvas, args }) => {
    const { click } = watchedFileInput();
    canvas.getByRole('button', { name: 'Save photo' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('progressbar', { name: 'Uploading…' })).toBeVisible();
    await settle();
    const camera = canvas.getByRole('button', { name: 'Change profile photo' });
    await expect(camera).toHaveFocus();
    await expect(camera).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(click).not.toHaveBeenCalled();
  },
};

/** Cancel with the keyboard: the preview's buttons go, focus goes to the camera button. */
export const CancelKeepsFocus: Story = {
  args: { src: portraitDataUrl, pending: true },
  render: PhotoFlow,
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: 'Cancel' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'Save photo' })).toBeNull();
    await settle();
    await expect(canvas.getByRole('button', { name: 'Change profile photo' })).toHaveFocus();
  },
};

/**
 * The round remove button with the keyboard: it keeps focus while the removal runs, then the
 * camera button takes it when the remove button goes with the photo.
 */
export const RemoveKeepsFocus: Story = {
  args: { src: portraitDataUrl, canRemove: true },
  render: PhotoFlow,
  play: async ({ canvas, args }) => {
    const remove = canvas.getByRole('button', { name: 'Remove photo' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await settle();
    await expect(remove).toHaveFocus();
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Change profile photo' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Remove photo' })).toBeNull());
    await settle();
    await expect(canvas.getByRole('button', { name: 'Change profile photo' })).toHaveFocus();
  },
};

/**
 * The labelled remove button (as in Settings): it keeps focus while the removal runs, then
 * "Choose file" beside it takes focus when it goes.
 */
export const VisibleRemoveKeepsFocus: Story = {
  args: {
    src: portraitDataUrl,
    canRemove: true,
    chooseLabel: 'Choose file',
    removeLabel: 'Remove',
  },
  render: PhotoFlow,
  play: async ({ canvas, args }) => {
    const remove = canvas.getByRole('button', { name: 'Remove' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await settle();
    await expect(remove).toHaveFocus();
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Remove' })).toBeNull());
    await settle();
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toHaveFocus();
  },
};
