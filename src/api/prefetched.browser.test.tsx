import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  PREFETCHED_ELEMENT_ID,
  prefetchKey,
  PrefetchedProvider,
  readPrefetched,
  serializePrefetched,
  usePrefetched,
  type PrefetchedAnswers,
} from './prefetched';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const hostile = 'Ends here </script><script>window.owned = true</script> and $& stays';

/** As the server writes it: straight into the HTML, read by the browser's HTML parser. */
function writeScript(body: string) {
  const holder = document.createElement('div');
  holder.innerHTML = `<script type="application/json" id="${PREFETCHED_ELEMENT_ID}">${body}</script>`;
  document.body.append(...holder.childNodes);
}

afterEach(() => {
  document.getElementById(PREFETCHED_ELEMENT_ID)?.remove();
});

describe('the answers carried in the page', () => {
  it('survive text that would close the script element', () => {
    const answers = { [prefetchKey('/books/get/id', 3)]: { books: [{ description: hostile }] } };
    const body = serializePrefetched(answers);
    expect(body).not.toContain('</script');
    writeScript(body);
    // Unescaped, the parser would end the element at the description's `</script>`.
    expect(readPrefetched()).toEqual(answers);
  });

  it('are none when the page carries none or carries something broken', () => {
    expect(readPrefetched()).toEqual({});
    writeScript('{not json');
    expect(readPrefetched()).toEqual({});
  });
});

describe('usePrefetched', () => {
  let container: HTMLElement;
  let root: Root;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  function Probe({ id }: { id: number | undefined }) {
    const answer = usePrefetched('/books/get/id', id);
    return <p>{answer ? answer.books[0]?.title : 'none'}</p>;
  }

  const book = { status: { code: '0', values: [], message: '' }, books: [{ title: 'Dune' }] };

  it('gives the first render its answer, then forgets it', async () => {
    const answers: PrefetchedAnswers = { [prefetchKey('/books/get/id', 3)]: book };
    await act(async () => {
      root.render(
        <PrefetchedProvider answers={answers}>
          <Probe id={3} />
        </PrefetchedProvider>,
      );
    });
    expect(container.textContent).toBe('Dune');
    expect(answers).toEqual({});

    // A later visit to the same page loads fresh data.
    await act(async () => {
      root.render(
        <PrefetchedProvider answers={answers}>
          <Probe key="again" id={3} />
        </PrefetchedProvider>,
      );
    });
    expect(container.textContent).toBe('none');
  });

  it('answers nothing for another call or no call', async () => {
    const answers: PrefetchedAnswers = { [prefetchKey('/books/get/id', 3)]: book };
    await act(async () => {
      root.render(
        <PrefetchedProvider answers={answers}>
          <Probe id={4} />
          <Probe id={undefined} />
        </PrefetchedProvider>,
      );
    });
    expect(container.textContent).toBe('nonenone');
    expect(Object.keys(answers)).toEqual([prefetchKey('/books/get/id', 3)]);
  });
});
