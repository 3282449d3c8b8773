import type { FastifyError, FastifyInstance } from 'fastify';
import { API_CODES, type ApiCode, HTTP_STATUS_BY_CODE } from '../../src/api/contract';
import { status } from './envelope';
import { ApiError } from './errors';

/** Maps Fastify's own errors onto the contract's codes; everything unknown is code 9. */
function classify(error: FastifyError | ApiError): {
  code: ApiCode;
  message: string;
  values: string[];
} {
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
  app.setErrorHandler<FastifyError | ApiError>((error, request, reply) => {
    const { code, message, values } = classify(error);
    if (code === API_CODES.internal) request.log.error({ err: error }, 'unhandled error');
    return reply.code(HTTP_STATUS_BY_CODE[code]).send({ status: status(code, message, values) });
  });
}
