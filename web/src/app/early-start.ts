import type { Language } from '@qiao/contracts/languages';
import type { RouteContract } from '@qiao/contracts/route';
import { buildRequest } from '../api/build-request';
import { sendEarly } from '../api/early-calls';
import { browserLanguageSources, resolveLanguage } from './language';

/**
 * A call as an early start names it: its contract's method and path, without the schemas, which
 * the entry must not wait for (a test of each start keeps them equal to the contract's).
 */
export type EarlyCall = Pick<RouteContract, 'method' | 'path' | 'withoutCookie'>;

/** What a page's early start gets: where the address leads, and a way to send its first calls. */
export interface EarlyStartContext {
  pathname: string;
  query: URLSearchParams;
  /** The language the app will start in. */
  language: Language;
  /** Sends a call as `callApi` would send it; the page's own call takes the answer. */
  send(call: EarlyCall, input: unknown): Promise<unknown>;
}

/**
 * What a start answers: nothing, or a promise settled once the page's first thing (the class
 * hour's video) is on its way, which the app's own code waits for (app/early-starts.ts).
 */
export type EarlyStartResult = void | Promise<void>;

const apiHost = import.meta.env.VITE_API_HOST ?? '';

/**
 * The early start's context for an address, with the language the app will start in, so the calls
 * it sends are the very ones the page will make.
 */
export function earlyStartContext(pathname: string, query: URLSearchParams): EarlyStartContext {
  const language = resolveLanguage(browserLanguageSources());
  return {
    pathname,
    query,
    language,
    send: (call, input) => sendEarly(buildRequest(call, input, language, apiHost)),
  };
}
