import type { UserFile } from '@qiao/contracts/drive';
import type { UserFileRow } from './tables';

export function toUserFile(row: UserFileRow): UserFile {
  return {
    userFileId: row.id,
    fileId: row.objectId,
    fileName: row.fileName,
    extendName: row.extendName,
    isDir: row.isDir ? 1 : 0,
    fileSize: row.fileSize,
    filePath: row.filePath,
    file_type: row.fileType,
    uploadTime: row.uploadTime.toISOString(),
    updateTime: row.updateTime.toISOString(),
    deleteFlag: row.deleteFlag,
    deleteTime: row.deleteTime?.toISOString() ?? null,
    deleteBatchNum: row.deleteBatchNum,
  };
}
