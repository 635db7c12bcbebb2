import { failureEnvelope } from '@qiao/contracts/envelope';
// Only the general failures: the whole catalogue (every feature's texts in three languages) would
// ride in the home's first load, and feature failures arrive with their message from the server.
import { CODE_OK, GENERAL_ERRORS as ERRORS } from '@qiao/contracts/general-errors';
import type { Language } from '@qiao/contracts/languages';

/** What one HTTP answer means for the caller (learning-area spec §7, §8). */
export type ResponseOutcome =
  | { kind: 'ok'; data: unknown }
  | { kind: 'not-found'; status: number }
  | { kind: 'service'; status: number }
  | { kind: 'login'; code: number; message: string }
  | { kind: 'business'; code: number; message: string; data?: unknown }
  | { kind: 'unreadable'; status: number };

export function classifyResponse(
  status: number,
  body: unknown,
  contract: { noLogin?: boolean | undefined },
): ResponseOutcome {
  if (status === 404) return { kind: 'not-found', status };
  if (status === 500 || status === 502) return { kind: 'service', status };
  const envelope = failureEnvelope.safeParse(body);
  if (!envelope.success) return { kind: 'unreadable', status };
  const { code, message, data } = envelope.data;
  if (code === CODE_OK) return { kind: 'ok', data };
  // A no-login call (app info, login itself) answering 401 is an ordinary failure, not a prompt.
  if (code === ERRORS.notLoggedIn.code && !contract.noLogin)
    return { kind: 'login', code, message };
  // Kept when the failure says what to do next (a share-code challenge), else left out.
  return { kind: 'business', code, message, ...(data == null ? {} : { data }) };
}

export type ClientFailure = 'network' | 'timeout' | 'unreadable';

/** A toast to show, or none. `translate` supplies the client's own texts (no server answer). */
export interface Toast {
  level: 'success' | 'warning' | 'error';
  text: string;
}

export function toastFor(
  outcome: ResponseOutcome | { kind: 'network' | 'timeout' },
  language: Language,
  translate: (failure: ClientFailure) => string,
  silent = false,
): Toast | undefined {
  switch (outcome.kind) {
    case 'not-found':
      return { level: 'warning', text: ERRORS.interfaceNotFound.message[language] };
    case 'service':
      return { level: 'error', text: ERRORS.serviceError.message[language] };
    case 'network':
    case 'timeout':
    case 'unreadable':
      return { level: 'error', text: translate(outcome.kind) };
    case 'business':
      if (silent) return undefined;
      return { level: 'error', text: outcome.message || ERRORS.operationFailed.message[language] };
    case 'ok':
    case 'login':
      return undefined;
  }
}
