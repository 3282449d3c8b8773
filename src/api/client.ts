import type { ApiPath, ApiRequest, ApiResponse } from './contract';
// The codes' own module, not the contract's index: this one carries no zod.
import { API_CODES, type ApiCode } from './contract/codes';
import { answerChecker } from './answerCheck';

/** The contract's status codes by name, beside the errors that carry them. */
export { API_CODES, type ApiCode };

/** The spec's request timeout. */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Why a call failed, in the terms the UI branches on:
 * - `network`: no answer (offline, DNS, refused, timed out);
 * - `server`: HTTP 500 or any 5xx;
 * - `rateLimited`: HTTP 429;
 * - `format`: an answer that is not the contract's shape (HTML, bad JSON, missing keys);
 * - `api`: a well-formed answer with a non-zero status code.
 */
export type ApiFailureKind = 'network' | 'server' | 'rateLimited' | 'format' | 'api';

export class ApiError extends Error {
  readonly kind: ApiFailureKind;
  /** The contract's status code for `api` failures (also set for 429/500 when the body had one). */
  readonly code: ApiCode | undefined;
  readonly httpStatus: number | undefined;
  /** One message per problem, as the server sent them. */
  readonly values: readonly string[];

  constructor(
    kind: ApiFailureKind,
    message: string,
    details: { code?: ApiCode; httpStatus?: number; values?: readonly string[] } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = details.code;
    this.httpStatus = details.httpStatus;
    this.values = details.values ?? [];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * True when `error` is a well-formed API answer (`kind` 'api') with one of these status codes:
 * `isApiCode(error, API_CODES.notFound, API_CODES.forbidden)`.
 */
export function isApiCode(error: unknown, ...codes: ApiCode[]): boolean {
  return isApiError(error) && error.kind === 'api' && codes.some((code) => code === error.code);
}

export interface ApiClientOptions {
  /** Reads the current access token (the session's), or null for a guest. */
  getToken: () => string | null;
  /** Called for every code 5 answer, before the call rejects: the session-expiry flow. */
  onSessionExpired?: () => void;
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface CallOptions {
  signal?: AbortSignal;
}

export type ApiCall = <Path extends ApiPath>(
  path: Path,
  body?: ApiRequest<Path>,
  options?: CallOptions,
) => Promise<ApiResponse<Path>>;

interface StatusLike {
  status?: { code?: unknown; values?: unknown; message?: unknown };
}

function readStatus(json: unknown): { code?: ApiCode; values: string[]; message: string } {
  const status = (json as StatusLike | null)?.status;
  const values = Array.isArray(status?.values)
    ? status.values.filter((v): v is string => typeof v === 'string')
    : [];
  return {
    code: typeof status?.code === 'string' ? (status.code as ApiCode) : undefined,
    values,
    message: typeof status?.message === 'string' ? status.message : '',
  };
}

interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Lets the browser run other tasks before a call starts its request, where it can
 * (`scheduler.yield`, Chromium): a screen that opens with many lists (a profile: ten) starts
 * them in one React commit, and each request's setup (the fetch, the checker's message) then
 * runs in a task of its own instead of all in one long one. The calls keep their order.
 */
function yieldToBrowser(): Promise<void> | undefined {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : undefined;
}

/** A typed client for `/api`: POST + JSON, bearer token, 30 s timeout, one error model. */
export function createApiClient(options: ApiClientOptions): ApiCall {
  const baseUrl = options.baseUrl ?? '/api';
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;

  return async function call(path, body, callOptions = {}) {
    await yieldToBrowser();
    const token = options.getToken();
    // The contract (zod) loads while the request travels, not after the answer arrives; with
    // the first call only: a guest on the landing page never needs it.
    answerChecker.prepare(path);
    const signals = [AbortSignal.timeout(timeoutMs)];
    if (callOptions.signal) signals.push(callOptions.signal);
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body ?? {}),
        signal: AbortSignal.any(signals),
      });
    } catch (error) {
      // A caller's own abort is not a failure to report: rethrow it untouched.
      if (callOptions.signal?.aborted) throw error;
      throw new ApiError('network', 'No answer from the server');
    }

    let json: unknown;
    try {
      json = await response.json();
    } catch {
      json = undefined;
    }
    const status = readStatus(json);
    const details = { code: status.code, httpStatus: response.status, values: status.values };

    if (status.code === API_CODES.sessionInvalid) options.onSessionExpired?.();
    if (response.status === 429) throw new ApiError('rateLimited', status.message, details);
    if (response.status >= 500) throw new ApiError('server', status.message, details);
    if (json === undefined || status.code === undefined) {
      throw new ApiError('format', `Unexpected answer (HTTP ${response.status})`, details);
    }
    if (status.code !== API_CODES.ok) throw new ApiError('api', status.message, details);

    const parsed = await answerChecker.check(path, json);
    if (!parsed.ok) {
      throw new ApiError('format', 'The answer does not match the contract', details);
    }
    return parsed.data as ApiResponse<typeof path>;
  };
}
