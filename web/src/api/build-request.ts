import { toSpecCode, type Language } from '@qiao/contracts/languages';
import type { RouteContract } from '@qiao/contracts/route';

export const LANGUAGE_HEADER = 'x-qiao-lang';

export interface PreparedRequest {
  url: string;
  init: RequestInit;
}

function queryString(input: unknown): string {
  if (input === null || typeof input !== 'object') return '';
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      query.append(name, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** Turns a contract and its input into a fetch request: GET in the query, POST as JSON. */
export function buildRequest(
  contract: Pick<RouteContract, 'method' | 'path' | 'withoutCookie'>,
  input: unknown,
  language: Language,
  host: string,
): PreparedRequest {
  const headers: Record<string, string> = {
    accept: 'application/json',
    [LANGUAGE_HEADER]: toSpecCode(language),
  };
  const credentials: RequestCredentials = contract.withoutCookie ? 'omit' : 'include';
  const base = `${host.replace(/\/$/, '')}${contract.path}`;
  if (contract.method === 'GET') {
    return { url: `${base}${queryString(input)}`, init: { method: 'GET', headers, credentials } };
  }
  headers['content-type'] = 'application/json';
  return {
    url: base,
    init: { method: 'POST', headers, credentials, body: JSON.stringify(input ?? {}) },
  };
}
