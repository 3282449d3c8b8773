import { afterEach, beforeAll, expect } from 'vitest';
import type { RunOptions, Spec as AxeSpec } from 'axe-core';
import { page } from 'vitest/browser';

// Every story is also a visual test: after render and play, the page is compared with the
// baseline committed under __screenshots__ beside the stories file. Opt out per story with
// `parameters: { screenshot: false }` (only for stories whose pixels are not deterministic).
//
// Screens are compared in the dark theme too, from the same render: after the light screenshot
// the page's theme is switched to dark (`<html data-theme>`, as the reader's choice does), axe's
// colour rules run again and a second screenshot, `<name>-dark.png`, is compared. Nothing is
// rendered or played twice, so a dark baseline costs one screenshot and one small axe run, not
// a second pass over the suite. Stories under src/screens/ and src/app/ get it (a new screen
// story cannot forget it); `parameters.darkScreenshot` turns it on for a component story where
// colour matters, or off. A story already in dark (`globals: { theme: 'dark' }`) has one shot.
interface StoryLike {
  parameters?: {
    screenshot?: boolean;
    darkScreenshot?: boolean;
    a11y?: { test?: string; config?: AxeSpec; options?: RunOptions; disable?: boolean };
  };
}

const SCREEN_FILES = /\/src\/(screens|app)\//;

/**
 * The axe rules whose outcome depends on colours; the others read the DOM and ARIA, which the
 * theme does not change, and have already run (addon-a11y) on this very DOM.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function expectNoColourViolations(a11y: NonNullable<StoryLike['parameters']>['a11y']) {
  if (a11y?.disable === true || a11y?.test === 'off') return;
  const { default: axe } = await import('axe-core');
  axe.reset();
  if (a11y?.config) axe.configure(a11y.config);
  const result = await axe.run(
    { include: [document.body], exclude: [['.sb-wrapper'], ['#storybook-highlights-root']] },
    { ...a11y?.options, runOnly: { type: 'rule', values: COLOUR_RULES } },
  );
  const found = result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} (${node.failureSummary ?? ''})`).join('; ')}`,
  );
  expect(found, 'axe colour rules in the dark theme').toEqual([]);
}

beforeAll(async () => {
  const style = document.createElement('style');
  style.dataset.purpose = 'deterministic-screenshots';
  style.textContent = `*, *::before, *::after {
    animation-duration: 0s !important; animation-delay: 0s !important;
    transition-duration: 0s !important; transition-delay: 0s !important;
    caret-color: transparent !important; scroll-behavior: auto !important;
  }`;
  document.head.append(style);
});

/**
 * The tallest story captured whole: the height of the page that holds the test iframe
 * (vitest.config.ts), past which the iframe would be scaled down.
 */
const maxHeight = () => window.top?.innerHeight ?? window.innerHeight;
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

/**
 * Runs `capture` with the story's viewport as tall as its content, so everything below the fold
 * (review lists, pagers, footers, long forms) is compared too; the width, and with it the
 * layout, stays the story's. The viewport is put back afterwards.
 */
async function withFullHeight(capture: () => Promise<unknown>) {
  const { innerWidth: width, innerHeight: height } = window;
  const content = Math.ceil(
    Math.max(document.documentElement.scrollHeight, document.body.scrollHeight),
  );
  if (content <= height) return capture();
  await page.viewport(width, Math.min(content, maxHeight()));
  await nextFrame();
  await nextFrame();
  try {
    await capture();
  } finally {
    await page.viewport(width, height);
  }
}

/**
 * Resolves once the page has not changed for `quietMs` (at most `maxMs`). Screens draw answers
 * as React transitions (src/lib/useDataMachine.ts), a moment after the play's last check can
 * pass: the screenshot waits for them, and its height is measured after them.
 */
function domSettled(quietMs = 150, maxMs = 3000) {
  return new Promise<void>((resolve) => {
    let quiet: ReturnType<typeof setTimeout>;
    const done = () => {
      observer.disconnect();
      clearTimeout(quiet);
      clearTimeout(limit);
      resolve();
    };
    const observer = new MutationObserver(() => {
      clearTimeout(quiet);
      quiet = setTimeout(done, quietMs);
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    quiet = setTimeout(done, quietMs);
    const limit = setTimeout(done, maxMs);
  });
}

afterEach(async (ctx) => {
  const story = (ctx as unknown as { story?: StoryLike }).story;
  if (!story || story.parameters?.screenshot === false) return;
  if (ctx.task.result?.state === 'fail') return;
  await domSettled();
  await document.fonts.ready;
  // Pictures still loading (the landing hero) would make the screenshot depend on timing.
  await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  const name = ctx.task.name.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase();
  await withFullHeight(() =>
    expect.element(page.elementLocator(document.body)).toMatchScreenshot(name),
  );
  const root = document.documentElement;
  const dark = story.parameters?.darkScreenshot ?? SCREEN_FILES.test(ctx.task.file.filepath);
  if (!dark || root.dataset.theme === 'dark') return;
  const theme = root.dataset.theme;
  root.dataset.theme = 'dark';
  try {
    await nextFrame();
    await nextFrame();
    await expectNoColourViolations(story.parameters?.a11y);
    await withFullHeight(() =>
      expect.element(page.elementLocator(document.body)).toMatchScreenshot(`${name}-dark`),
    );
  } finally {
    if (theme === undefined) delete root.dataset.theme;
    else root.dataset.theme = theme;
  }
});
