/**
 * Pure rules of the cross-site check (see origin-check.ts), kept apart so a table can test them.
 */

/** `scheme://host[:port]` as browsers write an Origin: lower case, default port left out. */
function normalOrigin(value: string): string | undefined {
  const origin = URL.parse(value)?.origin;
  return origin && origin !== 'null' ? origin : undefined;
}

/**
 * True when a browser's Origin is the address the request was sent to (`protocol://host`, the
 * proxy's forwarded values only when the proxy is trusted) or one of the trusted origins. Qiao
 * then answers on any address it is reached at (127.0.0.1, a LAN address) without PUBLIC_URL
 * naming it; another site cannot choose the Host a browser sends to Qiao, so it still fails.
 */
export function originAllowed(
  origin: string,
  request: { protocol: string; host: string },
  trustedOrigins: readonly string[],
): boolean {
  const claimed = normalOrigin(origin);
  if (claimed === undefined) return false;
  if (trustedOrigins.some((trusted) => normalOrigin(trusted) === claimed)) return true;
  return request.host !== '' && normalOrigin(`${request.protocol}://${request.host}`) === claimed;
}

/** True when the path (query left out) names the API, however its letters are spelled. */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/**
 * An API call must spell `/api/` literally. The router decodes percent-escapes before matching,
 * so `/%61pi/...` reaches the same handler; nothing needs that spelling, and refusing it keeps
 * every check that reads the URL (logs, proxies, this check) seeing what the router sees.
 */
export function escapedApiPrefix(rawUrl: string, routePath: string | undefined): boolean {
  const rawPath = rawUrl.split('?', 1)[0]!;
  return routePath !== undefined && isApiPath(routePath) && !isApiPath(rawPath);
}
