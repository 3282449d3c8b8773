import { expect, waitFor, within } from 'storybook/test';
import en from '../locales/en.json';
import tr from '../locales/tr.json';
import { ROUTE_LOAD } from './AppAt';

type Canvas = ReturnType<typeof within>;

const catalogues = { en, tr };

const sectionOf = (canvas: Canvas, name: string) =>
  within(canvas.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement);

/**
 * Waits for a signed-in reader's dashboard to settle before its screenshot: the user menu (its
 * own lazy chunk, with a look-alike placeholder meanwhile), the one most-read book, the pick of
 * the day, the reader's goal and the footer each arrive on their own. The app stories open it
 * with a one-book catalogue (appStoryParameters).
 */
export async function dashboardSettled(canvas: Canvas, locale: keyof typeof catalogues = 'en') {
  const text = (id: keyof typeof en) => catalogues[locale][id];
  await canvas.findByRole('button', { name: 'ada_reads' }, ROUTE_LOAD);
  await waitFor(() => {
    expect(sectionOf(canvas, text('dashboard.popular.title')).getAllByRole('article')).toHaveLength(
      1,
    );
    expect(
      sectionOf(canvas, text('dashboard.pick.title')).getByRole('heading', { level: 3 }),
    ).toBeVisible();
    expect(
      sectionOf(canvas, text('goals.current.title')).getByRole('heading', {
        name: text('goal.card.yearTitle').replace('{year}', '2026'),
      }),
    ).toBeVisible();
    expect(canvas.getByRole('link', { name: text('a11y.footer.link') })).toBeVisible();
  }, ROUTE_LOAD);
}
