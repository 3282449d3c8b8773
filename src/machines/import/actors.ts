import { fromPromise } from 'xstate';
import type { ApiCall } from '../../api/client';
import type { ImportSummary } from '../../api/contract';
import { blobToBase64 } from './base64';
import type { ImportDownload, ImportRestChoice, ImportRowChoice } from './importMachine';
import type { ImportFile } from './importRules';

/** importMachine's actors: the flow's only API calls. */
export function importActors(api: ApiCall) {
  return {
    current: fromPromise<ImportSummary | null>(
      async ({ signal }) => (await api('/imports/current', undefined, { signal })).import,
    ),
    preview: fromPromise<ImportSummary, { file: ImportFile }>(async ({ input, signal }) => {
      const content_base64 = await blobToBase64(input.file);
      const answer = await api(
        '/imports/preview',
        { filename: input.file.name, content_base64 },
        { signal },
      );
      return answer.import;
    }),
    resolve: fromPromise<ImportSummary, { importId: number; choices: ImportRowChoice[] }>(
      async ({ input, signal }) => {
        const choices = input.choices.map(({ line, choice }) =>
          choice.action === 'book'
            ? { line, action: choice.action, book_id: choice.book_id }
            : { line, action: choice.action },
        );
        return (await api('/imports/resolve', { import_id: input.importId, choices }, { signal }))
          .import;
      },
    ),
    confirm: fromPromise<ImportSummary, { importId: number; unresolved: ImportRestChoice | null }>(
      async ({ input, signal }) => {
        const body = input.unresolved
          ? { import_id: input.importId, unresolved: input.unresolved }
          : { import_id: input.importId };
        return (await api('/imports/confirm', body, { signal })).import;
      },
    ),
    status: fromPromise<ImportSummary, { importId: number; after: number }>(
      async ({ input, signal }) =>
        (
          await api(
            '/imports/status',
            { import_id: input.importId, after: input.after },
            { signal },
          )
        ).import,
    ),
    skipped: fromPromise<ImportDownload, { importId: number }>(async ({ input, signal }) => {
      const answer = await api('/imports/skipped', { import_id: input.importId }, { signal });
      return { filename: answer.filename, content: answer.csv, type: 'text/csv;charset=utf-8' };
    }),
  };
}
