import i18next from 'i18next';
import { DEFAULT_LANGUAGE, parseLanguage, type Language } from '@qiao/contracts/languages';
import { LIMITS } from '@qiao/contracts/limits';
import type { RouteContract, RouteData, RouteInput } from '@qiao/contracts/route';
import { ApiError } from './api-error';
import { buildRequest } from './build-request';
import { takeEarly } from './early-calls';
import { feedback } from './feedback';
import { promptLogin } from './login-prompt';
import {
  classifyResponse,
  toastFor,
  type ClientFailure,
  type ResponseOutcome,
} from './response-rules';

export interface CallOptions {
  /** Do not toast the server's business message; the caller shows the failure its own way. */
  silent?: boolean;
  /** Cancels the call (TanStack Query passes one); a cancelled call is never reported. */
  signal?: AbortSignal;
  /** Headers the call adds, such as the writing tool's `Authorization: Bearer <token>`. */
  headers?: Record<string, string>;
}

const apiHost = import.meta.env.VITE_API_HOST ?? '';

function language(): Language {
  return parseLanguage(i18next.language) ?? DEFAULT_LANGUAGE;
}

function translateFailure(failure: ClientFailure): string {
  return i18next.t(failure, { ns: 'api' });
}

/** Shows the toast the outcome calls for, if any, and returns its text for the ApiError. */
function report(
  outcome: ResponseOutcome | { kind: 'network' | 'timeout' },
  silent: boolean,
): string {
  const toast = toastFor(outcome, language(), translateFailure, silent);
  if (toast) feedback().toast(toast);
  return toast?.text ?? '';
}

/** An early call's answer (sent without this call's signal), given up when the call is. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), {
      once: true,
    });
    work.then(resolve, reject);
  });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The one way the web app talks to the API: the contract says where and how, the answer is
 * checked against the contract's schema, and failures are shown the way the spec asks (§7, §8).
 */
export async function callApi<R extends RouteContract>(
  contract: R,
  input?: RouteInput<R>,
  options: CallOptions = {},
): Promise<RouteData<R>> {
  const { silent = false, signal, headers } = options;
  const request = buildRequest(contract, input, language(), apiHost);
  if (headers)
    request.init.headers = { ...(request.init.headers as Record<string, string>), ...headers };
  const timeoutMs = contract.fileSpace ? LIMITS.fileSpaceTimeoutMs : LIMITS.requestTimeoutMs;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const cancel = () => controller.abort();
  signal?.addEventListener('abort', cancel, { once: true });

  let status: number;
  let body: unknown;
  try {
    if (signal?.aborted) throw new DOMException('cancelled', 'AbortError');
    const early = takeEarly(request);
    const response = await (early
      ? untilAborted(early, controller.signal)
      : fetch(request.url, { ...request.init, signal: controller.signal }));
    status = response.status;
    body = await readBody(response);
  } catch (error) {
    if (signal?.aborted && !timedOut) throw new ApiError('aborted', 0, String(error));
    const kind = timedOut ? 'timeout' : 'network';
    throw new ApiError(kind, 0, report({ kind }, silent));
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }

  const outcome = classifyResponse(status, body, contract);
  switch (outcome.kind) {
    case 'ok': {
      const parsed = contract.data.safeParse(outcome.data);
      if (parsed.success) return parsed.data as RouteData<R>;
      throw new ApiError('unreadable', status, report({ kind: 'unreadable', status }, silent));
    }
    case 'login':
      promptLogin();
      throw new ApiError('login', outcome.code, outcome.message);
    case 'business':
      report(outcome, silent);
      throw new ApiError('business', outcome.code, outcome.message, outcome.data);
    default:
      throw new ApiError(outcome.kind, outcome.status, report(outcome, silent));
  }
}
