/**
 * The passport's content policy: the app's own, except that forms may lead to the registered
 * clients. Chromium applies form-action to the redirects that follow a form post, and signing in
 * or out ends in a redirect to the client.
 */
export function passportContentSecurityPolicy(redirectOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    `form-action ${["'self'", ...redirectOrigins].join(' ')}`,
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}
