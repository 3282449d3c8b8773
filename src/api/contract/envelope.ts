import { API_CODES } from './codes';
import { z } from './zod';

export { API_CODES, HTTP_STATUS_BY_CODE, type ApiCode } from './codes';

export const apiCodeSchema = z.enum(API_CODES);

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
