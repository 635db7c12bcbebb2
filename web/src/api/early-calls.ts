import { LANGUAGE_HEADER, type PreparedRequest } from './build-request';

/**
 * Calls a page's first data needs, sent by the entry before the page's code has arrived (see
 * app/early-start.ts), so the data and the code travel at the same time instead of one after the
 * other. `callApi` takes the answer of such a call for the very same request, once, instead of
 * sending it again; an answer nobody takes soon is dropped, so no page reads an old one.
 */
export const EARLY_CALL_KEEP_MS = 30_000;

interface Started {
  response: Promise<Response>;
  /** The body as JSON, read from a copy made as soon as the answer arrives (before any reader). */
  json: Promise<unknown>;
  at: number;
}

const started = new Map<string, Started>();

/** Method, address, language and body: what makes two requests the same call. */
function callKey(method: string, url: string, language: string | null, body: string): string {
  return [method, url, language, body].join(' ');
}

function keyOf(request: PreparedRequest): string {
  const headers = new Headers(request.init.headers);
  const body = typeof request.init.body === 'string' ? request.init.body : '';
  return callKey(request.init.method ?? 'GET', request.url, headers.get(LANGUAGE_HEADER), body);
}

/** Keeps a call's answer for the page, its JSON read from a copy as soon as it arrives. */
function keep(key: string, response: Promise<Response>, now: number): Started {
  const json = response.then((answer) => answer.clone().json()).catch(() => undefined);
  // Nobody may take it; its failure is then nobody's to report.
  response.catch(() => undefined);
  const call = { response, json, at: now };
  started.set(key, call);
  return call;
}

/** Sends the request now (once); answers its JSON body, or undefined on any failure. */
export function sendEarly(
  request: PreparedRequest,
  now = Date.now(),
  send: typeof fetch = fetch,
): Promise<unknown> {
  const key = keyOf(request);
  const existing = started.get(key);
  if (existing) return existing.json;
  return keep(key, send(request.url, request.init), now).json;
}

/** The answer of an early call for this request, if one was sent recently and not yet taken. */
export function takeEarly(
  request: PreparedRequest,
  now = Date.now(),
): Promise<Response> | undefined {
  const key = keyOf(request);
  const found = started.get(key);
  if (!found) return undefined;
  started.delete(key);
  return now - found.at <= EARLY_CALL_KEEP_MS ? found.response : undefined;
}

/**
 * A call the page's inline script sent before the entry arrived (server platform/http/early-page.ts):
 * a GET, by its address and the language it was sent in.
 */
export interface PageCall {
  url: string;
  language: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    /** The page's early calls, left by its inline script for the entry. */
    qiaoPageCalls?: PageCall[];
  }
}

/**
 * Takes the calls the page's inline script sent as if the entry had sent them: the app's same
 * request (same address, same language) then takes the answer instead of asking again. A call in
 * another language than the app's is never taken, and is dropped with the others.
 */
export function adoptPageCalls(calls: readonly PageCall[] = [], now = Date.now()): void {
  for (const { url, language, response } of calls) {
    const key = callKey('GET', url, language, '');
    if (!started.has(key)) keep(key, response, now);
  }
}
