import { useState } from 'react';
import type { UserFile } from '@qiao/contracts/drive';
import { previewUrl } from '../api/preview-url';
import { hasThumbnail } from '../rules/file-kinds';
import { FileIcon } from './file-icon';
import styles from './file-views.module.css';

/** A grid card's picture: the small image the server makes, or the type icon. */
export function FileThumbnail({ file, src }: { file: UserFile; src?: string }) {
  const [failed, setFailed] = useState(false);
  if (failed || !hasThumbnail(file)) return <FileIcon file={file} />;
  return (
    <img
      className={styles.thumbnail}
      src={src ?? previewUrl(file.userFileId, true)}
      alt=""
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
