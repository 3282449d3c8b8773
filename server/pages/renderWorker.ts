import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { workerData } from 'node:worker_threads';
import type { PageRenderer } from './bookPage';

export type RenderTask = Parameters<PageRenderer['renderBookPage']>;

const bundle = import(
  pathToFileURL(path.resolve((workerData as { ssrFile: string }).ssrFile)).href
) as Promise<PageRenderer>;

/** Runs in the page renderer's thread (spa.ts): one book page from its answers. */
export default async function renderInThread([bookId, answers]: RenderTask) {
  return (await bundle).renderBookPage(bookId, answers);
}
