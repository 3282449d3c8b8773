import { fromPromise } from 'xstate';
import { fetchExport, type ExportKind, type SavedFile } from './download';

/** exportMachine's actor: the download, with the session's token read when it starts. */
export function exportActors(getToken: () => string | null) {
  return {
    download: fromPromise<SavedFile, { kind: ExportKind }>(({ input, signal }) =>
      fetchExport(input.kind, { token: getToken(), signal }),
    ),
  };
}
