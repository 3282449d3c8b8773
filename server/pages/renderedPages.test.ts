import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { RenderedPages } from './renderedPages';

/** A render that finishes when the test says so, counting how often it was started. */
function heldRender(html: string) {
  let started = 0;
  let finish: (outcome: Error | null) => void = () => {};
  const render = () => {
    started += 1;
    return new Promise<string>((resolve, reject) => {
      finish = (outcome) => (outcome ? reject(outcome) : resolve(html));
    });
  };
  return { render, finish: (outcome: Error | null) => finish(outcome), started: () => started };
}

describe('rendered pages', () => {
  it('renders a page once for requests that arrive while it is being rendered', async () => {
    const pages = new RenderedPages(1_000_000);
    const held = heldRender('<p>Dune</p>');
    const waiting = Array.from({ length: 5 }, () => pages.page('dune', held.render));
    held.finish(null);
    const answers = await Promise.all(waiting);
    expect(held.started()).toBe(1);
    for (const { page, rendered } of answers) {
      expect(rendered).toBe(true);
      expect(gunzipSync(page.gzipped).toString()).toBe('<p>Dune</p>');
    }
    const later = await pages.page('dune', held.render);
    expect(later.rendered).toBe(false);
    expect(held.started()).toBe(1);
  });

  it('keeps no failed render: its waiters fail, the next request renders again', async () => {
    const pages = new RenderedPages(1_000_000);
    const failing = heldRender('never');
    const waiting = [pages.page('hobbit', failing.render), pages.page('hobbit', failing.render)];
    failing.finish(new Error('render failed'));
    for (const answer of waiting) await expect(answer).rejects.toThrow('render failed');
    expect(failing.started()).toBe(1);

    const working = heldRender('<p>The Hobbit</p>');
    const next = pages.page('hobbit', working.render);
    working.finish(null);
    expect((await next).rendered).toBe(true);
    expect(working.started()).toBe(1);
  });
});
