import type { CSSProperties } from 'react';
import { Checkbox, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserFile } from '@qiao/contracts/drive';
import { joinFileName } from '@qiao/contracts/drive-rules';
import { ListPager } from '../../../components/pager/list-pager';
import { FileMenuButton } from './file-menu';
import { FileName } from './file-name';
import { FileThumbnail } from './file-thumbnail';
import {
  isFolderClick,
  isOwnEnter,
  keepDoubleClickFromSelecting,
  openAction,
  type FileViewProps,
} from './file-view-props';
import styles from './file-views.module.css';

/**
 * Cards with type icons or thumbnails, `gridSize` px large (spec §2: default 50). Inside a share
 * the thumbnails come from the share's own address (`thumbnailUrl`).
 */
export function FileGrid(
  props: FileViewProps & { gridSize: number; thumbnailUrl?: (file: UserFile) => string },
) {
  const { t } = useTranslation('drive');
  const { entries, menuKind, menuAdditions, onAction, selectedIds } = props;
  const open = openAction(menuKind);
  const toggle = (id: string, checked: boolean) =>
    props.onSelect(checked ? [...selectedIds, id] : selectedIds.filter((other) => other !== id));

  if (!props.loading && entries.length === 0) {
    return <Empty className={styles.empty} description={props.emptyText} />;
  }
  return (
    <Spin spinning={props.loading}>
      <ul className={styles.grid} style={{ '--grid-size': `${props.gridSize}px` } as CSSProperties}>
        {entries.map((file) => {
          const name = joinFileName(file.fileName, file.extendName);
          const selected = selectedIds.includes(file.userFileId);
          return (
            <li
              key={file.userFileId}
              tabIndex={0}
              className={styles.card}
              data-selected={selected}
              onMouseDown={keepDoubleClickFromSelecting}
              onClick={(event) => {
                if (open && isFolderClick(event, file)) onAction(open, file);
              }}
              // A folder opened on the first click already.
              onDoubleClick={() => open && !file.isDir && onAction(open, file)}
              onKeyDown={(event) => {
                if (open && isOwnEnter(event)) onAction(open, file);
              }}
              onContextMenu={(event) => {
                event.preventDefault();
                props.onContextMenu(event, file);
              }}
            >
              <Checkbox
                className={styles.cardCheck}
                checked={selected}
                aria-label={t('actions.select', { name })}
                onChange={(event) => toggle(file.userFileId, event.target.checked)}
              />
              <span className={styles.cardMenu}>
                <FileMenuButton
                  kind={menuKind}
                  file={file}
                  onAction={onAction}
                  additions={menuAdditions}
                />
              </span>
              <span className={styles.picture}>
                <FileThumbnail file={file} src={props.thumbnailUrl?.(file)} />
              </span>
              <span className={styles.cardName}>
                <FileName file={file} />
              </span>
            </li>
          );
        })}
      </ul>
      <ListPager
        className={styles.pagination}
        page={props.page}
        total={props.total}
        onPage={props.onPage}
      />
    </Spin>
  );
}
