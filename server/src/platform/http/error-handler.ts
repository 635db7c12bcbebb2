import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS, type ErrorKey, type ErrorParams } from '@qiao/contracts/errors';
import { AppError } from './app-error';
import { errorEnvelope } from './envelope';

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  key: ErrorKey,
  params?: ErrorParams,
  data?: unknown,
) {
  return reply
    .status(ERRORS[key].httpStatus)
    .send(errorEnvelope(key, request.language, params, data));
}

/** Names the first bad field of a failed validation: `title`, `files.0.name`, or the whole body. */
function invalidField(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const issue = first?.params.issue as { path?: PropertyKey[] } | undefined;
    const path = issue?.path ?? [];
    if (path.length > 0) return path.map(String).join('.');
    return first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
  }
  const first = error.validation?.[0];
  const missing = (first?.params as { missingProperty?: string } | undefined)?.missingProperty;
  return missing ?? (first?.instancePath.replace(/^\//, '') || error.validationContext || 'body');
}

/** Framework errors a client can cause, mapped to the catalogue. */
const clientErrors: Record<string, ErrorKey> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payloadTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'parameterError',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'parameterError',
  FST_ERR_CTP_INVALID_JSON_BODY: 'parameterError',
  FST_ERR_BAD_STATUS_CODE: 'serviceError',
};

/**
 * The one place errors become answers. Known failures carry their catalogue message in the
 * caller's language; anything else is logged with its stack and request id and answered as a
 * plain "service error" with no internals.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return send(reply, request, error.key, error.params);
    if (error.validation) {
      return send(reply, request, 'parameterError', { field: invalidField(error) });
    }
    const mapped = error.code ? clientErrors[error.code] : undefined;
    if (mapped && mapped !== 'serviceError') {
      return send(reply, request, mapped, { field: 'body' });
    }
    if (error.statusCode === 429) return send(reply, request, 'tooManyRequests');
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, request, 'serviceError', undefined, { requestId: request.id });
  });
}
