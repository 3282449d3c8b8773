import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent } from 'storybook/test';
import { portraitDataUrl } from '../../api/mocks/images';
import { PhotoPicker } from './PhotoPicker';

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
    await expect(canvas.getByRole('button', { name: 'Change profile photo' })).toBeDisabled();
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
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove' })).toBeDisabled();
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
