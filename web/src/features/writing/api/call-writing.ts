import type { RouteContract, RouteData, RouteInput } from '@qiao/contracts/route';
import { WRITING_ERRORS } from '@qiao/contracts/writing-errors';
import { ApiError } from '../../../api/api-error';
import { callApi, type CallOptions } from '../../../api/call-api';
import { feedback } from '../../../api/feedback';
import { GENERAL_ERRORS } from '@qiao/contracts/general-errors';
import { DEFAULT_LANGUAGE, parseLanguage } from '@qiao/contracts/languages';
import i18next from 'i18next';
import { heldWritingToken, renewWritingToken, writingToken } from './writing-token';

const bearer = (token: string | undefined) =>
  token ? { authorization: `Bearer ${token}` } : undefined;

const isExpired = (error: unknown) =>
  error instanceof ApiError &&
  error.kind === 'business' &&
  error.code === WRITING_ERRORS.writingTokenExpired.code;

type WritingCallOptions = Pick<CallOptions, 'signal' | 'silent'> & {
  /**
   * Whose results the call reads or writes: the learner's token is asked for when none is held.
   * Without it (a lookup, or a visitor), a held token is sent when there is one, else none: the
   * lookups are public (decision 059).
   */
  userId?: string | undefined;
  /** The call needs the learner's token (markFont, writeLog, myWriteLogList). */
  needsToken?: boolean;
};

/**
 * One /open_api call, sent without cookies and with `Authorization: Bearer <token>`. A token the
 * server calls expired (its clock, a sleeping laptop) is renewed once and the call sent again; the
 * first try is silent so that refusal is not shown, any other failure is shown as callApi would.
 */
export async function callWriting<R extends RouteContract>(
  contract: R,
  input: RouteInput<R>,
  options: WritingCallOptions = {},
): Promise<RouteData<R>> {
  const { userId, needsToken = false, signal, silent = false } = options;
  const token =
    needsToken && userId ? await writingToken(userId) : heldWritingToken(userId ?? undefined);
  try {
    return await callApi(contract, input, { signal, silent: true, headers: bearer(token) });
  } catch (error) {
    if (isExpired(error) && userId && token) {
      const fresh = await renewWritingToken(userId, token);
      return callApi(contract, input, { signal, silent, headers: bearer(fresh) });
    }
    // callApi shows every failure but a business one when silent; show that one here.
    if (!silent && error instanceof ApiError && error.kind === 'business') {
      const language = parseLanguage(i18next.language) ?? DEFAULT_LANGUAGE;
      const text = error.message || GENERAL_ERRORS.operationFailed.message[language];
      feedback().toast({ level: 'error', text });
    }
    throw error;
  }
}
