import { shareStateOf } from '@qiao/contracts/share-rules';
import type { ShareRecord, SharedFile } from '@qiao/contracts/share';
import type { PublicShareCard } from '@qiao/contracts/share-public';
import { joinFileName } from '@qiao/contracts/drive-rules';
import type { UserFileRow } from '../drive';
import type { ShareRow } from './tables';

type Top = Pick<UserFileRow, 'id' | 'fileName' | 'extendName' | 'isDir'>;

const reviewStatusOf = (value: number | null) => (value === 1 ? 1 : value === 2 ? 2 : 0);

const firstName = (tops: readonly Top[]) =>
  tops[0] ? joinFileName(tops[0].fileName, tops[0].extendName) : '';

/** A share as its owner sees it in "shared records" and "shared link". */
export function toShareRecord(share: ShareRow, tops: readonly Top[], now: Date): ShareRecord {
  const state = shareStateOf(share, now);
  return {
    id: share.id,
    shareBatchNum: share.batchNum,
    kind: share.kind,
    shareType: share.shareType === 1 ? 1 : 0,
    extractionCode: share.extractionCode,
    remarks: share.remarks,
    shareTime: share.shareTime.toISOString(),
    duration: share.duration,
    endTime: share.endTime?.toISOString() ?? null,
    state,
    expired: state === 'expired',
    viewCount: share.viewCount,
    downloadCount: share.downloadCount,
    resaveCount: share.resaveCount,
    thumbCount: share.thumbCount,
    collectCount: share.collectCount,
    fileName: firstName(tops),
    fileCount: tops.length,
    files: tops.map((top) => ({
      userFileId: top.id,
      fileName: top.fileName,
      extendName: top.extendName,
      isDir: top.isDir ? 1 : 0,
    })),
    public:
      share.kind === 'public'
        ? {
            public_title: share.publicTitle ?? '',
            public_desc: share.publicDesc ?? '',
            public_category_id: share.categoryId ?? 0,
            status: reviewStatusOf(share.reviewStatus),
            rejectReason: share.rejectReason,
            reviewTime: share.reviewTime?.toISOString() ?? null,
            contentChangedAt: share.contentChangedAt?.toISOString() ?? null,
          }
        : null,
  };
}

/** A public share as visitors see it in a zone. */
export function toPublicCard(
  share: ShareRow,
  extra: { categoryTitle: string; ownerName: string; tops: readonly Top[] },
): PublicShareCard {
  return {
    id: share.id,
    shareBatchNum: share.batchNum,
    public_title: share.publicTitle ?? '',
    public_desc: share.publicDesc ?? '',
    public_category_id: share.categoryId ?? 0,
    categoryTitle: extra.categoryTitle,
    ownerName: extra.ownerName,
    shareTime: share.shareTime.toISOString(),
    publishTime: share.reviewStatus === 1 ? (share.reviewTime?.toISOString() ?? null) : null,
    fileName: firstName(extra.tops),
    fileCount: extra.tops.length,
    viewCount: share.viewCount,
    downloadCount: share.downloadCount,
    resaveCount: share.resaveCount,
    thumbCount: share.thumbCount,
    collectCount: share.collectCount,
    status: reviewStatusOf(share.reviewStatus),
    contentChangedAt: share.contentChangedAt?.toISOString() ?? null,
  };
}

/** An entry inside a share, with its path as the visitor sees it; the owner's paths stay hidden. */
export function toSharedFile(row: UserFileRow, visitorPath: string): SharedFile {
  return {
    userFileId: row.id,
    fileName: row.fileName,
    extendName: row.extendName,
    isDir: row.isDir ? 1 : 0,
    fileSize: row.fileSize,
    filePath: visitorPath,
    file_type: row.fileType,
    uploadTime: row.uploadTime.toISOString(),
    updateTime: row.updateTime.toISOString(),
  };
}
