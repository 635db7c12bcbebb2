import { toSpecCode, type Language } from '@qiao/contracts/languages';
import { errorMessage } from '@qiao/contracts/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error';
import { LANGUAGE_COOKIE } from '../../platform/http/language';
import { passportLanguage } from './page-language';
import { errorPage } from './pages/error-page';

export function sendPage(reply: FastifyReply, status: number, page: string): FastifyReply {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(page);
}

/** Pages answer with a status that says what happened; business errors travel as 200 in the API. */
export function pageStatus(error: AppError): number {
  if (error.httpStatus !== 200) return error.httpStatus;
  return error.key === 'passportInvalidCredentials' ? 401 : 400;
}

/** A passport address in a given language (the language switch and form actions keep it). */
export function withLanguage(path: string, language: Language): string {
  return `${path}?lang=${toSpecCode(language)}`;
}

/**
 * Reads a posted form with a schema whose fields all have fallbacks (`.catch('')`), so a missing
 * or odd field becomes an empty value the rules then refuse, never a crash.
 */
export function readForm<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  return schema.parse(typeof body === 'object' && body !== null ? body : {});
}

export function queryLanguage(request: FastifyRequest): unknown {
  return (request.query as Record<string, unknown> | undefined)?.lang;
}

/** The language of a passport page outside an interaction. */
export function pageLanguage(request: FastifyRequest): Language {
  return passportLanguage({
    query: queryLanguage(request),
    cookie: request.cookies[LANGUAGE_COOKIE],
    acceptLanguage: request.headers['accept-language'],
  });
}

/**
 * oidc-provider's "no such interaction or session" (a missing cookie, an expired or finished
 * interaction), recognised by name so this module need not load oidc-provider itself.
 */
export function isSessionNotFound(error: unknown): boolean {
  return error instanceof Error && error.name === 'SessionNotFound';
}

/** Errors on the passport's pages become an HTML page in the reader's language, never JSON. */
export function installPageErrorHandler(app: FastifyInstance, homeHref: string): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = pageLanguage(request);
    if (error instanceof AppError) {
      const message = errorMessage(error.key, language, error.params);
      return sendPage(reply, pageStatus(error), errorPage({ language, homeHref, message }));
    }
    if (isSessionNotFound(error)) {
      const message = errorMessage('passportInteractionExpired', language);
      return sendPage(reply, 400, errorPage({ language, homeHref, message }));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendPage(reply, error.statusCode, errorPage({ language, homeHref }));
    }
    request.log.error({ err: error }, 'passport page error');
    return sendPage(reply, 500, errorPage({ language, homeHref, detail: request.id }));
  });
}
