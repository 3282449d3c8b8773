import { HttpResponse, delay } from 'msw';
import type { z } from 'zod';
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

/**
 * A code 1 answer worded as the server words it (server/http/validate.ts): one "field: problem"
 * per issue of `schema` with `body`.
 */
export function refused(schema: z.ZodType, body: unknown) {
  const result = schema.safeParse(body);
  const values = result.success
    ? []
    : result.error.issues.map(
        (issue) =>
          `${issue.path.length > 0 ? issue.path.map(String).join('.') : 'body'}: ${issue.message}`,
      );
  return fail(API_CODES.validation, [...new Set(values)], 'Validation failed');
}
