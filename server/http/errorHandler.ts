import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_CODES, type ApiCode, HTTP_STATUS_BY_CODE } from '../../src/api/contract';
import { isDatabaseUnavailable } from '../db/faults';
import { DomainError, type DomainErrorKind } from '../domain/errors';
import { status } from './envelope';
import { ApiError } from './errors';

/** The one place a refusal of the product's rules becomes a contract code (and so a status). */
const API_CODE_BY_KIND: Record<DomainErrorKind, ApiCode> = {
  invalid: API_CODES.validation,
  notFound: API_CODES.notFound,
  forbidden: API_CODES.forbidden,
  conflict: API_CODES.conflict,
  rateLimited: API_CODES.rateLimited,
  wrongCredentials: API_CODES.wrongCredentials,
  resetLinkInvalid: API_CODES.resetLinkInvalid,
  resetLinkExpired: API_CODES.resetLinkExpired,
  resetLinkUsed: API_CODES.resetLinkUsed,
};

type Thrown = FastifyError | ApiError | DomainError;

/** How long a caller is asked to wait before trying again while the database is away. */
const RETRY_AFTER_SECONDS = 1;

/**
 * Domain errors by their kind, the HTTP layer's own by their code, Fastify's onto the
 * contract's codes, a database that cannot be reached onto code 10 (try again); everything
 * unknown is code 9.
 */
function classify(error: Thrown): { code: ApiCode; message: string; values: string[] } {
  if (error instanceof DomainError)
    return { code: API_CODE_BY_KIND[error.kind], message: error.message, values: error.values };
  if (error instanceof ApiError)
    return { code: error.code, message: error.message, values: error.values };
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        code: API_CODES.tooLarge,
        message: 'Payload too large.',
        values: ['body: is too large'],
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        code: API_CODES.validation,
        message: 'Validation failed',
        values: ['body: content-type must be application/json'],
      };
    default:
      break;
  }
  if (isDatabaseUnavailable(error)) {
    return {
      code: API_CODES.unavailable,
      message: 'The service is unavailable for a moment. Please try again.',
      values: ['database: is unavailable for a moment; try again'],
    };
  }
  if (error.statusCode === 413) {
    return {
      code: API_CODES.tooLarge,
      message: 'Payload too large.',
      values: ['body: is too large'],
    };
  }
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return {
      code: API_CODES.validation,
      message: 'Validation failed',
      values: ['body: is malformed'],
    };
  }
  return { code: API_CODES.internal, message: 'Internal server error.', values: [] };
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler<Thrown>((error, request, reply) => {
    const { code, message, values } = classify(error);
    if (code === API_CODES.internal) request.log.error({ err: error }, 'unhandled error');
    if (code === API_CODES.unavailable) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    }
    return reply.code(HTTP_STATUS_BY_CODE[code]).send({ status: status(code, message, values) });
  });
}

/**
 * Errors Fastify answers before routing, which bypass the error handler. A URL that cannot
 * be decoded (`/%E0%A4%A`) names nothing, so it is answered like an unknown route (code 3),
 * not with Fastify's own uncoded 400.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '';
  // Answered before any onRequest hook, so before the API's headers are set (securityHeaders.ts).
  reply.header('cache-control', 'no-store');
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply
      .code(HTTP_STATUS_BY_CODE[API_CODES.notFound])
      .send({ status: status(API_CODES.notFound, 'Not found.', [`${path}: no such route`]) });
  }
  request.log.error({ err: error }, 'unhandled framework error');
  return reply
    .code(HTTP_STATUS_BY_CODE[API_CODES.internal])
    .send({ status: status(API_CODES.internal, 'Internal server error.') });
}
