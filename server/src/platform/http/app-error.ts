import { ERRORS, type ErrorKey, type ErrorParams } from '@qiao/contracts/errors';

/**
 * A failure the API answers on purpose: a catalogue key, its params, and nothing internal. A few
 * failures tell the caller what to do next in `data` (a share-code challenge to solve).
 */
export class AppError extends Error {
  readonly data: unknown;

  constructor(
    readonly key: ErrorKey,
    readonly params: ErrorParams = {},
    options?: { cause?: unknown; data?: unknown },
  ) {
    super(`${key} ${JSON.stringify(params)}`, options);
    this.name = 'AppError';
    this.data = options?.data;
  }

  get code(): number {
    return ERRORS[this.key].code;
  }

  get httpStatus(): number {
    return ERRORS[this.key].httpStatus;
  }
}
