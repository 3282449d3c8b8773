import { afterEach, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';

// Every story is also a visual test: after render and play, the page is compared with the
// baseline committed under __screenshots__ beside the stories file. Opt out per story with
// `parameters: { screenshot: false }` (only for stories whose pixels are not deterministic).
interface StoryLike {
  parameters?: { screenshot?: boolean };
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

afterEach(async (ctx) => {
  const story = (ctx as unknown as { story?: StoryLike }).story;
  if (!story || story.parameters?.screenshot === false) return;
  if (ctx.task.result?.state === 'fail') return;
  await document.fonts.ready;
  // Pictures still loading (the landing hero) would make the screenshot depend on timing.
  await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  const name = ctx.task.name.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase();
  await withFullHeight(() =>
    expect.element(page.elementLocator(document.body)).toMatchScreenshot(name),
  );
});
