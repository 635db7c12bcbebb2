import { ApiError } from '../../../api/api-error';
import { feedback } from '../../../api/feedback';

/**
 * Calls made `silent` leave business failures to the caller; this shows them with the spec's own
 * lead-in ("delete failed", "failed to get download permission") before the server's reason.
 */
export function reportFailure(error: unknown, leadIn: (reason: string) => string): void {
  if (error instanceof ApiError && error.kind === 'business') {
    feedback().toast({ level: 'error', text: leadIn(error.message) });
  }
}
