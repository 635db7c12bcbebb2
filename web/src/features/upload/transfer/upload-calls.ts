import {
  cancelUpload,
  createFile,
  getUploadAuth,
  signUploadParts,
  type UploadPlan,
} from '@qiao/contracts/upload';
import type { UserFile } from '@qiao/contracts/drive';
import type { RouteInput } from '@qiao/contracts/route';
import { callApi } from '../../../api/call-api';

/**
 * The upload calls of the contract (spec §7). Silent: a failure belongs to its row in the panel,
 * which shows the server's translated message (network failures are still toasted by callApi).
 */
export interface UploadCalls {
  plan(input: RouteInput<typeof getUploadAuth>, signal?: AbortSignal): Promise<UploadPlan>;
  sign(
    uploadId: string,
    partNumbers: readonly number[],
    signal?: AbortSignal,
  ): Promise<{ parts: { partNumber: number; url: string }[]; expiresAt: string }>;
  complete(input: RouteInput<typeof createFile>, signal?: AbortSignal): Promise<UserFile>;
  cancel(uploadId: string): Promise<void>;
}

export const uploadCalls: UploadCalls = {
  plan: (input, signal) => callApi(getUploadAuth, input, { silent: true, signal }),
  sign: (uploadId, partNumbers, signal) =>
    callApi(
      signUploadParts,
      { uploadId, partNumbers: partNumbers.join(',') },
      { silent: true, signal },
    ),
  complete: (input, signal) => callApi(createFile, input, { silent: true, signal }),
  cancel: async (uploadId) => {
    await callApi(cancelUpload, { uploadId }, { silent: true });
  },
};
