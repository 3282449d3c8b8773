import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import type { ReviewDraft } from '../../api/contract';
import { EMPTY_REVIEW, ReviewForm, type ReviewFormField } from './ReviewForm';

const written: ReviewDraft = {
  rating: 4,
  review_title: 'Slow sand, big ideas',
  review_text: 'The politics take a while to click, but the world-building is unmatched.',
};

const meta = {
  title: 'Components/ReviewForm',
  component: ReviewForm,
  tags: ['autodocs'],
  args: {
    values: EMPTY_REVIEW,
    onRatingChange: fn(),
    onFieldChange: fn(),
    onSubmit: fn(),
    onCancel: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const messageIds = {
  title: 'validation.review_title_required',
  text: 'validation.review_content_required',
} as const;

const bothRequired = {
  review_title: 'validation.review_title_required',
  review_text: 'validation.review_content_required',
} as const;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('form', { name: 'Write a review' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await expect(canvas.getByLabelText('Title')).toHaveValue('');
    await expect(canvas.getByLabelText('Review')).toHaveValue('');
    await expect(canvas.getByLabelText('Title')).not.toHaveAttribute('aria-invalid');

    await userEvent.click(canvas.getByText('3 stars'));
    await expect(args.onRatingChange).toHaveBeenCalledWith(3);
    await userEvent.type(canvas.getByLabelText('Title'), 'G');
    await expect(args.onFieldChange).toHaveBeenCalledWith('review_title', 'G');
    await userEvent.type(canvas.getByLabelText('Review'), 'A');
    await expect(args.onFieldChange).toHaveBeenCalledWith('review_text', 'A');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Editing the reader's own review: pre-filled, with its own heading and submit text. */
export const Editing: Story = {
  args: { values: written, editing: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Edit your review' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(canvas.getByLabelText('Title')).toHaveValue(written.review_title);
    await expect(canvas.getByLabelText('Review')).toHaveValue(written.review_text);
    await userEvent.click(canvas.getByRole('button', { name: 'Update review' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const RequiredErrors: Story = {
  args: { errors: bothRequired },
  play: async ({ canvas }) => {
    const title = canvas.getByLabelText('Title');
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription(/Please enter a title\./);
    await expect(canvas.getByText('Please enter a title.')).toBeVisible();
    const text = canvas.getByLabelText('Review');
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await expect(text).toHaveAccessibleDescription('Please write your review.');
    await expect(canvas.getByText('Please write your review.')).toBeVisible();
  },
};

/** Only the blank field is flagged. */
export const TextRequired: Story = {
  args: {
    values: { ...EMPTY_REVIEW, review_title: 'Gripping' },
    errors: { review_text: bothRequired.review_text },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Title')).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Please enter a title.')).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('Review')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Submitting: Story = {
  args: { values: written, submitting: true },
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: 'Submitting…' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: {
    values: written,
    serverError: 'An error occurred while adding the review. Please try again.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'An error occurred while adding the review. Please try again.',
    );
    await expect(canvas.getByLabelText('Title')).toHaveValue(written.review_title);
  },
};

/** The form driven by local state, as the screen's machine would drive it. */
export const Typing: Story = {
  render: function Render(args) {
    const [values, setValues] = useState(EMPTY_REVIEW);
    return (
      <ReviewForm
        {...args}
        values={values}
        onRatingChange={(rating) => {
          args.onRatingChange(rating);
          setValues((now) => ({ ...now, rating }));
        }}
        onFieldChange={(field: ReviewFormField, value) => {
          args.onFieldChange(field, value);
          setValues((now) => ({ ...now, [field]: value }));
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('2 stars'));
    await expect(canvas.getByRole('radio', { name: '2 stars' })).toBeChecked();
    await userEvent.type(canvas.getByLabelText('Title'), 'Gripping');
    await userEvent.type(canvas.getByLabelText('Review'), 'Read it in one sitting.');
    await expect(canvas.getByLabelText('Title')).toHaveValue('Gripping');
    await expect(canvas.getByLabelText('Review')).toHaveValue('Read it in one sitting.');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * A failed submit moves focus to the first field marked invalid, so its message is read at once;
 * typing afterwards leaves focus where the reader is.
 */
export const SubmitFocusesFirstInvalid: Story = {
  render: function Render(args) {
    const [values, setValues] = useState(EMPTY_REVIEW);
    const [errors, setErrors] = useState<Partial<Record<ReviewFormField, keyof typeof messageIds>>>(
      {},
    );
    return (
      <ReviewForm
        {...args}
        values={values}
        errors={Object.fromEntries(
          Object.entries(errors).map(([field, key]) => [field, messageIds[key]]),
        )}
        onFieldChange={(field: ReviewFormField, value) => {
          args.onFieldChange(field, value);
          setValues((now) => ({ ...now, [field]: value }));
        }}
        onSubmit={() => {
          args.onSubmit();
          setErrors({
            ...(values.review_title.trim() ? {} : { review_title: 'title' }),
            ...(values.review_text.trim() ? {} : { review_text: 'text' }),
          });
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const title = canvas.getByLabelText('Title');
    const text = canvas.getByLabelText('Review');
    const submit = canvas.getByRole('button', { name: 'Submit review' });

    await userEvent.click(submit);
    await expect(title).toHaveFocus();
    await expect(title).toHaveAccessibleDescription(/Please enter a title\./);

    await userEvent.type(title, 'Gripping');
    await expect(title).toHaveFocus();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
    await expect(text).toHaveFocus();
    await expect(text).toHaveAccessibleDescription('Please write your review.');

    await userEvent.type(text, 'Read');
    await userEvent.click(title);
    await userEvent.type(title, '!');
    await expect(title).toHaveFocus();
    // A blinking caret and a hovered field would make the visual baseline unstable.
    title.blur();
    await userEvent.hover(canvas.getByRole('heading', { name: 'Write a review' }));
  },
};

export const TurkishRequiredErrors: Story = {
  args: { errors: bothRequired },
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'İnceleme yazın' })).toBeVisible();
    await expect(canvas.getByLabelText('Başlık')).toHaveAccessibleDescription(
      /Lütfen bir başlık girin\./,
    );
    await expect(canvas.getByLabelText('İnceleme')).toHaveAccessibleDescription(
      'Lütfen incelemenizi yazın.',
    );
  },
};

export const TurkishEditing: Story = {
  args: { values: written, editing: true },
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'İncelemenizi düzenleyin' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'İncelemeyi güncelle' })).toBeVisible();
  },
};

export const MobileRequiredErrors: Story = {
  args: { errors: bothRequired },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const message = canvas.getByText('Please write your review.');
    await expect(message).toBeVisible();
    await expect(message.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const MobileServerError: Story = {
  args: {
    values: written,
    serverError: 'Check your internet connection and try again.',
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    const submit = canvas.getByRole('button', { name: 'Submit review' });
    await expect(submit.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
