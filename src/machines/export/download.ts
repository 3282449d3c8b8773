import { ApiError, type ApiCode } from '../../api/client';
import { EXPORT_PATHS } from '../../api/contract/importLimits';

/** The two exports: Goodreads' CSV, and everything as Shelfmark's JSON. */
export type ExportKind = keyof typeof EXPORT_PATHS;

/** A downloaded file, ready to save. */
export interface SavedFile {
  blob: Blob;
  filename: string;
}

const FALLBACK_NAMES: Record<ExportKind, string> = {
  goodreads: 'goodreads_library_export.csv',
  shelfmark: 'shelfmark-export.json',
};

/** The file name a `content-disposition: attachment; filename="…"` header names. */
export function filenameOf(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Downloads an export (a GET with the bearer token, not a contract call: it streams) and fails
 * with the client's own error kinds, so a flow names its failures as for any call.
 */
export async function fetchExport(
  kind: ExportKind,
  options: { token: string | null; fetch?: typeof fetch; signal?: AbortSignal },
): Promise<SavedFile> {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  let response: Response;
  try {
    response = await doFetch(EXPORT_PATHS[kind], {
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError('network', 'No answer from the server');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      status?: { code?: ApiCode; values?: string[]; message?: string };
    } | null;
    const details = {
      code: body?.status?.code,
      values: body?.status?.values ?? [],
      httpStatus: response.status,
    };
    const message = body?.status?.message ?? '';
    if (response.status === 429) throw new ApiError('rateLimited', message, details);
    if (response.status >= 500) throw new ApiError('server', message, details);
    if (details.code === undefined) throw new ApiError('format', message, details);
    throw new ApiError('api', message, details);
  }
  return {
    blob: await response.blob(),
    filename: filenameOf(response.headers.get('content-disposition'), FALLBACK_NAMES[kind]),
  };
}

/** Saves a file the way a download link does (browser only). */
export function saveBlob({ blob, filename }: SavedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
