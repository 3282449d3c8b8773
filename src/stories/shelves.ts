import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Canvas } from './screens';

/**
 * A profile's open shelf (seven books) pages: five on the first page, the last two on page 2.
 * `settled` waits for the rest of the profile first, so the screenshot is of the settled page.
 */
export async function shelfSecondPage(canvas: Canvas, settled: () => Promise<void>) {
  const panel = await canvas.findByRole('tabpanel', {}, { timeout: 4000 });
  await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(5), {
    timeout: 4000,
  });
  await settled();
  await userEvent.click(within(panel).getByRole('button', { name: 'Page 2' }));
  await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(2), {
    timeout: 4000,
  });
}
