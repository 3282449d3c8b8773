import type { z } from 'zod';
import { validationFailed } from './errors';

/** Parses with the contract; each problem becomes "field: message" (or "body: ..."). */
export function parseBody<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
): z.output<Schema> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const values = result.error.issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    return `${field}: ${issue.message}`;
  });
  throw validationFailed([...new Set(values)]);
}
