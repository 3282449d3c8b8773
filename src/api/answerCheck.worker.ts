/// <reference lib="webworker" />
import type { ApiPath } from './contract';
import { checkAnswerHere, loadRouteTable } from './routeTables';
import type { CheckRequest, CheckReply } from './answerCheck';

/**
 * Checks answers against the contract off the page's thread: building the zod schemas and
 * parsing with them were the longest tasks left in a page's start on a phone.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = ({ data }: MessageEvent<CheckRequest>) => {
  if (data.kind === 'load') {
    // Loaded while the request travels; a failed load is answered when an answer is checked.
    loadRouteTable(data.path).catch(() => undefined);
    return;
  }
  const reply = (message: CheckReply) => scope.postMessage(message);
  checkAnswerHere(data.path as ApiPath, data.answer).then(
    (check) => reply({ id: data.id, ...check }),
    () => reply({ id: data.id, failed: true }),
  );
};
