import type { FastifyInstance } from 'fastify';
import { validationFailed } from './errors';

/**
 * JSON bodies may be bare values (`42`, `"Fantasy"`) and may be empty (calls without a body).
 * Replaces Fastify's parser, which refuses empty bodies with an error of its own.
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
}
