import { createHash, randomBytes } from 'node:crypto';

/**
 * A minimal browser for integration tests: a cookie jar that honours cookie paths and deletions,
 * manual redirects, and helpers to read the passport's forms. Used only by *.int.test.ts files.
 */
export class TestBrowser {
  private readonly jar = new Map<string, { name: string; value: string; path: string }>();

  constructor(
    private readonly baseUrl: string,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  /** Every Set-Cookie line the browser has received, for attribute checks. */
  readonly setCookieLines: string[] = [];
  /** Every path the browser has requested, in order. */
  readonly visited: string[] = [];

  cookie(name: string): string | undefined {
    return [...this.jar.values()].find((cookie) => cookie.name === name)?.value;
  }

  private cookieHeader(path: string): string {
    return [...this.jar.values()]
      .filter((cookie) => path === cookie.path || path.startsWith(cookie.path.replace(/\/?$/, '/')))
      .sort((a, b) => b.path.length - a.path.length)
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }

  private remember(response: Response, requestPath: string): void {
    for (const line of response.headers.getSetCookie()) {
      this.setCookieLines.push(line);
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const attribute = (key: string) =>
        attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.split('=')[1];
      const path = attribute('path') ?? (requestPath.replace(/\/[^/]*$/, '') || '/');
      const expires = attribute('expires');
      const gone =
        value === '' ||
        attribute('max-age') === '0' ||
        (expires !== undefined && new Date(expires).getTime() < Date.now());
      if (gone) this.jar.delete(`${name};${path}`);
      else this.jar.set(`${name};${path}`, { name, value, path });
    }
  }

  /** One request, no redirect followed. `target` is a path or an absolute URL. */
  async fetch(target: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(target, this.baseUrl);
    this.visited.push(url.pathname);
    const headers = new Headers({ ...this.defaultHeaders, ...(init.headers as object) });
    const cookies = this.cookieHeader(url.pathname);
    if (cookies) headers.set('cookie', cookies);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.remember(response, url.pathname);
    return response;
  }

  /** Posts a form the way a browser does (same-origin Origin header). */
  postForm(target: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    return this.fetch(target, {
      method: 'POST',
      body: new URLSearchParams(fields).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: new URL(this.baseUrl).origin,
        ...headers,
      },
    });
  }

  /**
   * Follows redirects while they stay inside the passport; answers the last response, or the
   * address outside the passport the browser was finally sent to.
   */
  async follow(response: Response): Promise<{ response: Response; leftTo?: URL }> {
    let current = response;
    for (let hop = 0; hop < 10; hop += 1) {
      const location = current.headers.get('location');
      if (current.status < 300 || current.status >= 400 || !location) return { response: current };
      const next = new URL(location, this.baseUrl);
      if (!next.pathname.startsWith('/passport/')) return { response: current, leftTo: next };
      current = await this.fetch(next.href);
    }
    throw new Error('too many redirects');
  }
}

/** The action and hidden token of the first form on a passport page. */
export function readForm(page: string): { action: string; formToken: string } {
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
  const formToken = /name="formToken" value="([^"]+)"/.exec(page)?.[1];
  if (!action || !formToken) throw new Error(`no passport form in page:\n${page.slice(0, 500)}`);
  return { action: action.replaceAll('&amp;', '&'), formToken };
}

/** The text of the page's alert box, if any. */
export function alertText(page: string): string | undefined {
  const text = /<p class="alert" role="alert">([^<]*)<\/p>/.exec(page)?.[1];
  return text
    ?.replaceAll('&#39;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** A PKCE pair as the Qiao side makes it. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}
