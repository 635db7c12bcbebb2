/**
 * Why a call failed. `business` carries the server's code and its already translated message;
 * `aborted` means the caller cancelled and nobody needs to be told.
 */
export type ApiErrorKind =
  'business' | 'login' | 'not-found' | 'service' | 'unreadable' | 'network' | 'timeout' | 'aborted';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** The envelope code, or the HTTP status when there was no readable envelope. */
  readonly code: number;
  /** What a business failure says to do next, when it says (a share-code challenge). */
  readonly data: unknown;

  constructor(kind: ApiErrorKind, code: number, message: string, data: unknown = null) {
    super(message);
    this.kind = kind;
    this.code = code;
    this.data = data;
  }
}
