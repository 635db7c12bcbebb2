import { ERRORS, type ErrorKey, type ErrorParams } from '@qiao/contracts/errors';

/** A failure the API answers on purpose: a catalogue key, its params, and nothing internal. */
export class AppError extends Error {
  constructor(
    readonly key: ErrorKey,
    readonly params: ErrorParams = {},
    options?: { cause?: unknown },
  ) {
    super(`${key} ${JSON.stringify(params)}`, options);
    this.name = 'AppError';
  }

  get code(): number {
    return ERRORS[this.key].code;
  }

  get httpStatus(): number {
    return ERRORS[this.key].httpStatus;
  }
}
