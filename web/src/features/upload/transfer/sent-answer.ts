import i18next from 'i18next';
import { ERRORS } from '@qiao/contracts/errors';
import { DEFAULT_LANGUAGE, parseLanguage, type Language } from '@qiao/contracts/languages';
import { ApiError } from '../../../api/api-error';
import { promptLogin } from '../../../api/login-prompt';
import { classifyResponse, toastFor } from '../../../api/response-rules';
import type { PartResponse } from './part-request';

/**
 * Requests the panel sends itself (XHR, for upload progress) rather than through `callApi`: where
 * they go, in which language, and what their answers mean, read the way `callApi` reads them.
 */
export const apiHost = (import.meta.env.VITE_API_HOST ?? '').replace(/\/$/, '');

export function uploadLanguage(): Language {
  return parseLanguage(i18next.language) ?? DEFAULT_LANGUAGE;
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The answer's data, or the failure it means as an ApiError with a translated text. */
export function dataOfAnswer(response: PartResponse): unknown {
  const outcome = classifyResponse(response.status, readJson(response.text), {});
  if (outcome.kind === 'ok') return outcome.data;
  if (outcome.kind === 'login') {
    promptLogin();
    throw new ApiError('login', outcome.code, outcome.message);
  }
  const language = uploadLanguage();
  const text = toastFor(outcome, language, (failure) => i18next.t(failure, { ns: 'api' }))?.text;
  const code = outcome.kind === 'business' ? outcome.code : outcome.status;
  throw new ApiError(outcome.kind, code, text ?? ERRORS.uploadFailed.message[language]);
}
