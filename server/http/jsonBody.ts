import type { FastifyInstance } from 'fastify';
import { validationFailed } from './errors';

/**
 * JSON bodies may be bare values (`42`, `"Fantasy"`) and may be empty (calls without a body).
 * Replaces Fastify's parser, which refuses empty bodies with an error of its own.
 * A NUL character is refused in any string: PostgreSQL cannot store one in text (SQLite can),
 * so both databases answer it the same way, as bad input.
 */
export function registerJsonParser(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    const source = typeof text === 'string' ? text : text.toString('utf8');
    if (source.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      done(null, JSON.parse(source));
    } catch {
      done(validationFailed(['body: is not valid JSON']), undefined);
    }
  });
  // Whatever parser read the body (JSON, or text/plain as a bare string).
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.body)) throw validationFailed(['body: contains a NUL character']);
  });
}

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes('\0') || containsNul(item));
  }
  return false;
}
