import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AccessibilityScreen } from './AccessibilityScreen';
import { CRITERIA, limitations, statusCounts } from './accessibility/criteria';
import { screenParameters, type Canvas } from '../stories/screens';

const meta = {
  title: 'Screens/AccessibilityScreen',
  component: AccessibilityScreen,
  parameters: screenParameters('/accessibility', 'guest'),
} satisfies Meta<typeof AccessibilityScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvas: Canvas, name: string | RegExp) =>
  within(canvas.getByRole('region', { name }));

/** The date of the review, as a machine-readable date too. */
async function expectReviewed(canvasElement: HTMLElement, text: string) {
  const time = canvasElement.querySelector('time');
  await expect(time).toHaveAttribute('datetime', '2026-11-24');
  await expect(time?.parentElement).toHaveTextContent(text);
}

/** One entry per criterion, each under its principle, with a level, a status and evidence. */
async function expectEveryCriterion(canvasElement: HTMLElement) {
  const entries = canvasElement.querySelectorAll('dl > div[id^="sc-"]');
  await expect(entries).toHaveLength(CRITERIA.length);
  for (const entry of entries) {
    await expect(entry.querySelector('dt')).not.toBeEmptyDOMElement();
    await expect(entry.querySelectorAll('dd').length).toBeGreaterThanOrEqual(2);
  }
}

export const English: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Accessibility statement' }),
    ).toBeVisible();
    await expectReviewed(canvasElement, 'Reviewed on November 24, 2026.');
    const counts = statusCounts();
    const conformance = section(canvas, 'Conformance status');
    await expect(
      conformance.getByText(
        new RegExp(
          `of the ${CRITERIA.length - counts.notApplicable} criteria that apply, ${counts.supports} are fully supported`,
        ),
      ),
    ).toBeVisible();
    await expect(
      within(conformance.getByRole('list', { name: 'Criteria by status' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(4);

    // Each known limitation links to its entry, which is on the page.
    const limits = section(canvas, 'Known limitations').getAllByRole('link');
    await expect(limits).toHaveLength(limitations().length);
    for (const link of limits) {
      const target = link.getAttribute('href') ?? '';
      await expect(canvasElement.querySelector(target)).not.toBeNull();
    }
    await expect(
      section(canvas, 'Known limitations').getByRole('link', { name: /^2\.2\.1/ }),
    ).toHaveAttribute('href', '#sc-2-2-1');

    for (const principle of ['1. Perceivable', '2. Operable', '3. Understandable', '4. Robust']) {
      await expect(canvas.getByRole('heading', { level: 2, name: principle })).toBeVisible();
    }
    await expectEveryCriterion(canvasElement);
    // Limitations are explained at once; the rest open on demand (a native disclosure, which
    // the keyboard opens too: e2e/keyboard.spec.ts).
    await expect(canvasElement.querySelector('#sc-2-2-1 details')).toHaveAttribute('open');
    const nonText = canvas.getByText('How Shelfmark meets 1.1.1');
    await expect(nonText.closest('details')).not.toHaveAttribute('open');
    await userEvent.click(nonText);
    await expect(nonText.closest('details')).toHaveAttribute('open');
    await expect(canvas.getByText(/Every image has a text alternative/)).toBeVisible();
    await userEvent.click(nonText);
    await expect(nonText.closest('details')).not.toHaveAttribute('open');
    nonText.blur();

    const targetSize = canvasElement.querySelector('#sc-2-5-8');
    await expect(targetSize).toHaveTextContent('2.5.8 Target Size (Minimum)');
    await expect(targetSize).toHaveTextContent('Level AA');
    await expect(targetSize?.querySelector('code')).toHaveTextContent('e2e/wcag.spec.ts');

    await expect(
      section(canvas, 'Feedback and contact').getByRole('link', {
        name: 'accessibility@shelfmark.test',
      }),
    ).toHaveAttribute('href', 'mailto:accessibility@shelfmark.test');
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Erişilebilirlik beyanı' }),
    ).toBeVisible();
    await expectReviewed(canvasElement, 'İnceleme tarihi: 24 Kasım 2026.');
    await expect(canvas.getByRole('heading', { level: 2, name: '1. Algılanabilir' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Bilinen sınırlamalar' }),
    ).toBeVisible();
    const timing = canvasElement.querySelector('#sc-2-2-1');
    await expect(timing).toHaveTextContent('2.2.1 Ayarlanabilir Süre');
    await expect(timing).toHaveTextContent('Kısmen destekliyor');
    // File paths and test names stay English on a Turkish page, and say so (WCAG 3.1.2).
    await expect(timing?.querySelector('ul')).toHaveAttribute('lang', 'en');
    await expectEveryCriterion(canvasElement);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Accessibility statement' }),
    ).toBeVisible();
    await expectEveryCriterion(canvasElement);
    // The criteria stack on a phone: nothing scrolls sideways (WCAG 1.4.10).
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    const entry = canvasElement.querySelector('#sc-1-1-1');
    const name = entry?.querySelector('dt')?.getBoundingClientRect();
    const status = entry?.querySelector('dd')?.getBoundingClientRect();
    await expect(status?.top).toBeGreaterThanOrEqual(name?.bottom ?? Infinity);
  },
};
