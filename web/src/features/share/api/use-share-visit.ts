import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  checkExtractionCode,
  shareChallengeRequired,
  shareFileList,
  shareTypeOf,
  type ShareChallenge,
  type SharedFile,
} from '@qiao/contracts/share';
import { ERRORS } from '@qiao/contracts/errors';
import type { UserFile } from '@qiao/contracts/drive';
import { pageRequest } from '@qiao/contracts/pagination';
import { ApiError } from '../../../api/api-error';
import { callApi } from '../../../api/call-api';
import { shareKeys } from '../share-keys';

/**
 * What the link page may know before the code: whether one is needed and whether the share is
 * still live. Silent: the page shows failures in place of the files.
 */
export function useShareAccess(shareBatchNum: string) {
  return useQuery({
    queryKey: shareKeys.access(shareBatchNum),
    queryFn: ({ signal }) => callApi(shareTypeOf, { shareBatchNum }, { signal, silent: true }),
    retry: false,
  });
}

/**
 * Checks a code on the server; answers who shared and until when. After many wrong codes the
 * server asks for a solved challenge first (`altcha`, see ShareCodeChallenge).
 */
export function openShare(shareBatchNum: string, extractionCode: string, altcha?: string) {
  return callApi(checkExtractionCode, { shareBatchNum, extractionCode, altcha }, { silent: true });
}

/** The challenge a "proof of work required" refusal carries, if the error is one. */
export function challengeOf(error: unknown): ShareChallenge | undefined {
  if (!(error instanceof ApiError) || error.code !== ERRORS.shareProofOfWorkRequired.code) {
    return undefined;
  }
  const parsed = shareChallengeRequired.safeParse(error.data);
  return parsed.success ? parsed.data.challenge : undefined;
}

export type ShareOpening = Awaited<ReturnType<typeof openShare>>;

/** The share's heading once the code is accepted (or for links without one). */
export function useShareOpening(shareBatchNum: string, extractionCode: string) {
  return useQuery({
    queryKey: shareKeys.opened(shareBatchNum, extractionCode),
    queryFn: () => openShare(shareBatchNum, extractionCode),
    retry: false,
    staleTime: Infinity,
  });
}

/**
 * Items of a share seen as drive entries, so the drive's list, grid and menus show them. They
 * are never in anybody's recycle bin; the file id stays the server's business.
 */
export function asDriveEntry(file: SharedFile): UserFile {
  return { ...file, fileId: null, deleteFlag: 0, deleteTime: null, deleteBatchNum: null };
}

export interface SharedEntriesRequest {
  shareBatchNum: string;
  extractionCode: string;
  filePath: string;
  page: number;
}

/** One page of a folder inside the share; every read checks code, expiry and cancellation. */
export function useSharedEntries(request: SharedEntriesRequest) {
  return useQuery({
    queryKey: shareKeys.entries(request),
    queryFn: async ({ signal }) => {
      const answer = await callApi(
        shareFileList,
        {
          shareBatchNum: request.shareBatchNum,
          extractionCode: request.extractionCode,
          filePath: request.filePath,
          ...pageRequest(request.page),
        },
        { signal, silent: true },
      );
      return { list: answer.list.map(asDriveEntry), total: answer.total };
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
}
