import { fromPromise } from 'xstate';
import type { ApiCall } from '../../api/client';
import type { UpdateReadingBody } from '../../api/contract';
import { statusChangeFrom } from '../readingStatus/actors';
import type { StatusChange } from '../readingStatus/readingStatusMachine';

/** readingEditMachine's actors: save one reading's edits, delete one reading. */
export function readingEditActors(api: ApiCall) {
  return {
    updateReading: fromPromise<StatusChange, UpdateReadingBody>(async ({ input }) =>
      statusChangeFrom(await api('/readings/update', input)),
    ),
    deleteReading: fromPromise<StatusChange, { readingId: number }>(async ({ input }) =>
      statusChangeFrom(await api('/readings/delete', { reading_id: input.readingId })),
    ),
  };
}
