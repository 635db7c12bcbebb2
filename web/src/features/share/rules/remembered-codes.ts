const KEY_PREFIX = 'qiao.shareCode.';

/**
 * The extraction code a visitor typed, kept for this tab only (sessionStorage), so a trip to the
 * login page and back does not ask for it again. It is only ever sent back to the server, which
 * checks it on every read.
 */
export function rememberCode(shareBatchNum: string, code: string): void {
  try {
    window.sessionStorage.setItem(KEY_PREFIX + shareBatchNum, code);
  } catch {
    // Storage blocked: the visitor types the code again after login.
  }
}

export function rememberedCode(shareBatchNum: string): string | undefined {
  try {
    return window.sessionStorage.getItem(KEY_PREFIX + shareBatchNum) ?? undefined;
  } catch {
    return undefined;
  }
}

export function forgetCode(shareBatchNum: string): void {
  try {
    window.sessionStorage.removeItem(KEY_PREFIX + shareBatchNum);
  } catch {
    // Nothing to forget.
  }
}
