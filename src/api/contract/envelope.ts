import { z } from './zod';

/** Every API answer carries one of these codes (docs/ARCHITECTURE.md, "API contract"). */
export const API_CODES = {
  ok: '0',
  validation: '1',
  signInRequired: '2',
  notFound: '3',
  forbidden: '4',
  sessionInvalid: '5',
  conflict: '6',
  rateLimited: '7',
  tooLarge: '8',
  internal: '9',
  wrongCredentials: '11',
} as const;

export type ApiCode = (typeof API_CODES)[keyof typeof API_CODES];

/** The HTTP status that travels with each code. */
export const HTTP_STATUS_BY_CODE: Record<ApiCode, number> = {
  '0': 200,
  '1': 400,
  '2': 401,
  '3': 404,
  '4': 403,
  '5': 401,
  '6': 409,
  '7': 429,
  '8': 413,
  '9': 500,
  '11': 401,
};

export const apiCodeSchema = z.enum(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '11']);

export const statusSchema = z.object({
  code: apiCodeSchema,
  values: z.array(z.string()),
  message: z.string(),
});
export type Status = z.infer<typeof statusSchema>;

/** `{ status, ...payload }`: the shape of every response body. */
export function envelope<Shape extends z.ZodRawShape>(payload: Shape) {
  return z.object({ status: statusSchema, ...payload });
}

/** Error answers carry only the status. */
export const errorResponseSchema = envelope({});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
