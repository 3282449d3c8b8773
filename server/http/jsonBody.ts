import type { FastifyInstance } from 'fastify';
import { validationFailed } from './errors';
import { type JsonShapeLimits, jsonShapeProblem } from './jsonShape';

/**
 * The contract's bodies are bare values or flat objects of at most a dozen fields (depth 1,
 * about 25 items); the margins are for clients that wrap or pad them.
 */
export const JSON_SHAPE_LIMITS: JsonShapeLimits = { maxDepth: 8, maxItems: 1000 };

const SHAPE_MESSAGES = {
  'too deep': 'body: is nested too deeply',
  'too many items': 'body: has too many values',
} as const;

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
    const problem = jsonShapeProblem(source, JSON_SHAPE_LIMITS);
    if (problem) {
      done(validationFailed([SHAPE_MESSAGES[problem]]), undefined);
      return;
    }
    try {
      done(null, JSON.parse(source));
    } catch {
      done(validationFailed(['body: is not valid JSON']), undefined);
    }
  });
  // Whatever parser read the body (JSON, or text/plain as a bare string).
  app.addHook('preValidation', (request, _reply, done) => {
    done(
      containsNul(request.body) ? validationFailed(['body: contains a NUL character']) : undefined,
    );
  });
}

/** Walks with its own stack: the depth of a body is the client's choice, the call stack is not. */
export function containsNul(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\0')) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\0')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
