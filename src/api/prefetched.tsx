import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { ApiPath, ApiRequest, ApiResponse } from './contract';

/**
 * Answers the server already fetched for the page it rendered (GET /book/details renders the
 * book for a guest), keyed by call. The page's machines start from them instead of asking
 * again, so the app takes over the server's HTML with the same data, and the reader waits for
 * no second round trip. Each answer serves the first render that asks for it only: later
 * visits to the same page load fresh data.
 */
export type PrefetchedAnswers = Record<string, unknown>;

/** The id of the JSON script element the server writes the answers into. */
export const PREFETCHED_ELEMENT_ID = 'shelfmark-prefetched';

export function prefetchKey<Path extends ApiPath>(path: Path, body: ApiRequest<Path>): string {
  return `${path} ${JSON.stringify(body)}`;
}

/**
 * The answers as the body of a `<script type="application/json">`. `<` is escaped so no text
 * from the data (a description holding `</script>`) can close the element.
 */
export function serializePrefetched(answers: PrefetchedAnswers): string {
  return JSON.stringify(answers).replace(/</g, '\\u003c');
}

/** The answers the server wrote into this document, or none. */
export function readPrefetched(doc: Document = document): PrefetchedAnswers {
  const text = doc.getElementById(PREFETCHED_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const answers: unknown = JSON.parse(text);
    return answers && typeof answers === 'object' ? (answers as PrefetchedAnswers) : {};
  } catch {
    return {};
  }
}

const PrefetchedContext = createContext<PrefetchedAnswers>({});

export function PrefetchedProvider(props: { answers: PrefetchedAnswers; children: ReactNode }) {
  return <PrefetchedContext value={props.answers}>{props.children}</PrefetchedContext>;
}

/**
 * The server's answer to this call, if it sent one with the page. Read on the first render
 * only, and dropped once the component has mounted, so it starts one page and no later one.
 * The answer is trusted as the contract's shape: the same server wrote it with the same code
 * that answers the call.
 */
export function usePrefetched<Path extends ApiPath>(
  path: Path,
  body: ApiRequest<Path> | undefined,
): ApiResponse<Path> | undefined {
  const answers = useContext(PrefetchedContext);
  const key = body === undefined ? undefined : prefetchKey(path, body);
  const [answer] = useState(() =>
    key === undefined ? undefined : (answers[key] as ApiResponse<Path> | undefined),
  );
  useEffect(() => {
    if (key !== undefined) delete answers[key];
  }, [answers, key]);
  return answer;
}
