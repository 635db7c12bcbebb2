import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error';
import { formToken, formTokenValid, fromOwnOrigin } from './form-guard';
import type { PassportPages } from './interactions';
import { PASSPORT_PREFIX } from './provider';

/** The password pages that live outside an authorization: change, forgot, reset. */
export const PASSWORD_PATH = `${PASSPORT_PREFIX}/password`;
/** A random value per browser that the form token is bound to; other sites cannot read it. */
const FORM_COOKIE = 'passport_form';

function browserKey(pages: PassportPages, request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[FORM_COOKIE];
  if (existing && /^[\w-]{43}$/.test(existing)) return existing;
  const created = randomBytes(32).toString('base64url');
  reply.setCookie(FORM_COOKIE, created, {
    path: PASSWORD_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: pages.config.secureCookies,
  });
  return created;
}

/** The hidden token of a password form, bound to this browser's cookie and to the form's purpose. */
export function browserFormToken(
  pages: PassportPages,
  request: FastifyRequest,
  reply: FastifyReply,
  purpose: string,
): string {
  return formToken(pages.formKey, `${purpose}:${browserKey(pages, request, reply)}`);
}

/** Refuses a password form posted from another site or without this browser's token. */
export function assertBrowserForm(
  pages: PassportPages,
  request: FastifyRequest,
  purpose: string,
  token: string,
): void {
  const cookie = request.cookies[FORM_COOKIE] ?? '';
  if (
    !cookie ||
    !fromOwnOrigin(request, pages.config.publicUrl) ||
    !formTokenValid(pages.formKey, `${purpose}:${cookie}`, token)
  ) {
    throw new AppError('passportFormRefused');
  }
}
