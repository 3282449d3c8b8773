import { HttpResponse, delay } from 'msw';
import {
  API_CODES,
  HTTP_STATUS_BY_CODE,
  type ApiCode,
  type ApiPath,
  type ApiResponse,
  type ErrorResponse,
} from '../contract';

/** A success body for `path`, typed by the contract (the status is filled in). */
export function ok<Path extends ApiPath>(_path: Path, payload: Omit<ApiResponse<Path>, 'status'>) {
  return HttpResponse.json({ status: { code: API_CODES.ok, values: [], message: '' }, ...payload });
}

/** An error answer with the contract's HTTP status for `code`. */
export function fail(
  code: Exclude<ApiCode, typeof API_CODES.ok>,
  values: string[] = [],
  message = '',
) {
  const body: ErrorResponse = { status: { code, values, message } };
  return HttpResponse.json(body, { status: HTTP_STATUS_BY_CODE[code] });
}

/** No answer at all, as when the network is down. */
export function networkError() {
  return HttpResponse.error();
}

/** An answer that never comes: for loading states. */
export async function never(): Promise<never> {
  await delay('infinite');
  throw new Error('unreachable');
}
