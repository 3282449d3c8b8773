import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { STATS_TODAY, goalFixtures } from '../../api/mocks/statsFixtures';
import { GoalCard } from './GoalCard';

const meta = {
  title: 'Components/GoalCard',
  component: GoalCard,
  tags: ['autodocs'],
  // Every goal is seen on the fixtures' day, 21 November 2026: day 325 of 365.
  args: { goal: goalFixtures.onTrack, today: STATS_TODAY },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GoalCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnTrack: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '2026 reading goal' })).toBeVisible();
    await expect(canvas.getByText('40 days left')).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: '27 of 30 books' });
    await expect(bar).toHaveAttribute('aria-valuenow', '90');
    await expect(bar).toHaveAttribute('aria-valuetext', '90%, On track');
    await expect(canvas.getByText('Public')).toHaveTextContent('Visible to: Public');
    await expect(canvas.getByText('Re-reads count toward the goal.')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Behind: Story = {
  args: { goal: goalFixtures.behind },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: '23 of 30 books' });
    await expect(bar).toHaveAttribute('aria-valuetext', '77%, Behind by 3 books');
    await expect(canvas.getByText('Behind by 3 books')).toBeVisible();
    await expect(canvas.getByText('Followers')).toHaveTextContent('Visible to: Followers');
  },
};

export const Reached: Story = {
  args: { goal: goalFixtures.reached },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: '31 of 30 books' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByText('Goal reached')).toBeVisible();
  },
};

export const Ended: Story = {
  args: { goal: goalFixtures.ended },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '2025 reading goal' })).toBeVisible();
    await expect(canvas.getByText('Ended Dec 31, 2025')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: '28 of 30 books' })).toHaveAttribute(
      'aria-valuetext',
      '93%, Ended 2 books short',
    );
    await expect(canvas.getByText('Only me')).toHaveTextContent('Visible to: Only me');
  },
};

export const BooksOnly: Story = {
  args: { goal: goalFixtures.booksOnly },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(1);
    await expect(canvas.getByRole('progressbar', { name: '12 of 30 books' })).toHaveAttribute(
      'aria-valuetext',
      '40%, Behind by 14 books',
    );
  },
};

export const PagesOnly: Story = {
  args: { goal: goalFixtures.pagesOnly },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(1);
    await expect(
      canvas.getByRole('progressbar', { name: '7,200 of 10,000 pages' }),
    ).toHaveAttribute('aria-valuetext', '72%, Behind by 1,704 pages');
  },
};

export const BooksAndPages: Story = {
  args: { goal: goalFixtures.both },
  play: async ({ canvas }) => {
    const [books, pages] = canvas.getAllByRole('progressbar');
    await expect(books).toHaveAccessibleName('22 of 24 books');
    await expect(books).toHaveAttribute('aria-valuetext', '92%, On track');
    await expect(pages).toHaveAccessibleName('7,350 of 9,000 pages');
    await expect(pages).toHaveAttribute('aria-valuetext', '82%, Behind by 663 pages');
  },
};

export const WithPagesMissing: Story = {
  args: { goal: goalFixtures.missingPages },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("3 finished books have no page count, so their pages aren't counted."),
    ).toBeVisible();
  },
};

export const CustomPeriod: Story = {
  args: { goal: goalFixtures.custom },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Reading goal, Jun 1, 2026 – Aug 31, 2026' }),
    ).toBeVisible();
    await expect(canvas.getByText('Goal reached')).toBeVisible();
  },
};

export const NotStarted: Story = {
  args: { goal: goalFixtures.upcoming },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Starts Jan 1, 2027')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: '0 of 40 books' })).toHaveAttribute(
      'aria-valuetext',
      '0%, Not started yet',
    );
  },
};

export const WithEdit: Story = {
  args: { goal: goalFixtures.both, onEdit: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const edit = canvas.getByRole('button', { name: 'Edit goal' });
    // Several cards on a page: the goal's title tells their buttons apart.
    await expect(edit).toHaveAccessibleDescription('2026 reading goal');
    await userEvent.click(edit);
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
  },
};

export const Dark: Story = {
  args: { goal: goalFixtures.missingPages, onEdit: fn() },
  parameters: { darkScreenshot: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { onEdit: fn() },
  // The invitation's button calls the card's edit callback here, so the call can be checked.
  render: (args) => <GoalCard.Empty year={2026} onSet={args.onEdit} />,
  play: async ({ args, canvas, userEvent }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Set a reading goal for 2026' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Set a goal' }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
  },
};

export const EmptyWithoutButton: Story = {
  render: () => <GoalCard.Empty year={2027} headingLevel={2} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Set a reading goal for 2027',
    );
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  args: { goal: goalFixtures.missingPages, onEdit: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '2026 okuma hedefi' })).toBeVisible();
    await expect(canvas.getByText('40 gün kaldı')).toBeVisible();
    const [books, pages] = canvas.getAllByRole('progressbar');
    await expect(books).toHaveAccessibleName('22/24 kitap');
    await expect(pages).toHaveAttribute('aria-valuetext', '%71, 1.603 sayfa geride');
    await expect(canvas.getByText('Herkese açık')).toHaveTextContent('Görünürlük: Herkese açık');
    await expect(canvas.getByRole('button', { name: 'Hedefi düzenle' })).toBeVisible();
  },
};

export const TurkishEnded: Story = {
  globals: { locale: 'tr' },
  args: { goal: goalFixtures.ended },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sona erdi: 31 Ara 2025')).toBeVisible();
    await expect(canvas.getByText('2 kitap eksikle bitti')).toBeVisible();
    await expect(canvas.getByText('Yalnızca ben')).toHaveTextContent('Görünürlük: Yalnızca ben');
  },
};

export const TurkishEmpty: Story = {
  globals: { locale: 'tr' },
  render: () => <GoalCard.Empty year={2026} onSet={fn()} />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: '2026 için bir okuma hedefi belirleyin' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hedef belirle' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { goal: goalFixtures.missingPages, onEdit: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Edit goal' })).toBeVisible();
    const card = canvas.getByRole('region', { name: '2026 reading goal' });
    await expect(within(card).getAllByRole('progressbar')).toHaveLength(2);
  },
};

export const MobileCustom: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { goal: goalFixtures.custom, onEdit: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toBeVisible();
  },
};

export const MobileEmpty: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: () => <GoalCard.Empty year={2026} onSet={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Set a goal' })).toBeVisible();
  },
};
