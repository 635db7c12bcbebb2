import {
  CODE_OK,
  ERRORS,
  OK_MESSAGE,
  errorMessage,
  type ErrorKey,
  type ErrorParams,
} from '@qiao/contracts/errors';
import type { Envelope } from '@qiao/contracts/envelope';
import type { Language } from '@qiao/contracts/languages';

export function okEnvelope<T>(data: T, language: Language): Envelope<T> {
  return { success: true, code: CODE_OK, message: OK_MESSAGE[language], data };
}

export function errorEnvelope(
  key: ErrorKey,
  language: Language,
  params?: ErrorParams,
  data: unknown = null,
): Envelope<unknown> {
  return {
    success: false,
    code: ERRORS[key].code,
    message: errorMessage(key, language, params),
    data,
  };
}
