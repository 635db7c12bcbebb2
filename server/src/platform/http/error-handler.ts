import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS, type ErrorKey, type ErrorParams } from '@qiao/contracts/errors';
import {
  isValidationMessageKey,
  VALIDATION_MESSAGES,
  type ValidationMessageKey,
} from '@qiao/contracts/validation-messages';
import { AppError } from './app-error';
import { errorEnvelope } from './envelope';

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  key: ErrorKey,
  params?: ErrorParams,
  data?: unknown,
) {
  // Serialized here, not by the route's schema: that schema describes the route's success answer.
  return reply
    .status(ERRORS[key].httpStatus)
    .serializer(JSON.stringify)
    .send(errorEnvelope(key, request.language, params, data));
}

/** The field rule's own wording, when the contract schema names one (`'nameRequired'`). */
function fieldRuleMessage(error: FastifyError): ValidationMessageKey | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const message = error.validation[0]?.message;
  return message && isValidationMessageKey(message) ? message : undefined;
}

/** Names the first bad field of a failed validation: `title`, `files.0.name`, or the whole body. */
function invalidField(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return error.validation[0]?.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
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
    if (error instanceof AppError) {
      return send(reply, request, error.key, error.params, error.data);
    }
    if (error.validation) {
      const rule = fieldRuleMessage(error);
      const field = invalidField(error);
      if (!rule) return send(reply, request, 'parameterError', { field });
      const envelope = errorEnvelope('parameterError', request.language, { field }, { field });
      return reply
        .status(400)
        .send({ ...envelope, message: VALIDATION_MESSAGES[rule][request.language] });
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
