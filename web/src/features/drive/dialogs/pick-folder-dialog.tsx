import { useMemo, useState } from 'react';
import { Modal, Skeleton, Tree } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserFile } from '@qiao/contracts/drive';
import { feedback } from '../../../api/feedback';
import { useCopyFiles } from '../api/use-copy-files';
import { useFileTree } from '../api/use-file-tree';
import { useMoveFiles } from '../api/use-move-files';
import { folderChoices, foldersBeingPlaced } from '../rules/folder-tree';
import styles from './dialogs.module.css';

interface FolderTreeDialogProps {
  title: string;
  okText: string;
  /** Folders that may not be picked (a folder cannot go into itself). */
  placing: readonly UserFile[];
  pending: boolean;
  onPick: (filePath: string) => void;
  onClose: () => void;
}

/** A folder picked from the whole tree of the signed-in user's drive (spec §2 dialogs). */
export function FolderTreeDialog(props: FolderTreeDialogProps) {
  const { t } = useTranslation('drive');
  const tree = useFileTree();
  const [target, setTarget] = useState('/');
  const { placing } = props;
  const root = useMemo(
    () => tree.data && folderChoices(tree.data, t('menu.myFiles'), foldersBeingPlaced(placing)),
    [tree.data, t, placing],
  );
  return (
    <Modal
      open
      title={props.title}
      okText={props.okText}
      cancelText={t('dialog.cancel')}
      onOk={() => props.onPick(target)}
      onCancel={props.onClose}
      okButtonProps={{ loading: props.pending, disabled: !root }}
      destroyOnHidden
    >
      <p className={styles.target}>
        {t('pickFolder.target')}:{' '}
        <bdi dir="auto">{target === '/' ? t('menu.myFiles') : target}</bdi>
      </p>
      {root ? (
        <div className={styles.tree}>
          <Tree
            aria-label={t('pickFolder.treeLabel')}
            treeData={[root]}
            defaultExpandAll
            showLine
            selectedKeys={[target]}
            onSelect={(keys) => {
              const [picked] = keys;
              if (typeof picked === 'string') setTarget(picked);
            }}
            titleRender={(choice) => <bdi dir="auto">{choice.title}</bdi>}
          />
        </div>
      ) : (
        <Skeleton active />
      )}
    </Modal>
  );
}

interface PickFolderDialogProps {
  mode: 'move' | 'copy';
  files: UserFile[];
  onClose: () => void;
}

/** Move or copy into a folder picked from the whole tree. */
export function PickFolderDialog({ mode, files, onClose }: PickFolderDialogProps) {
  const { t } = useTranslation('drive');
  const move = useMoveFiles();
  const copy = useCopyFiles();
  const running = mode === 'move' ? move : copy;
  const submit = (filePath: string) =>
    running.mutate(
      { files, filePath },
      {
        onSuccess: () => {
          feedback().toast({
            level: 'success',
            text: t(mode === 'move' ? 'toast.moved' : 'toast.copied'),
          });
          onClose();
        },
      },
    );
  return (
    <FolderTreeDialog
      title={t(mode === 'move' ? 'pickFolder.moveTitle' : 'pickFolder.copyTitle')}
      okText={t(mode === 'move' ? 'pickFolder.moveSubmit' : 'pickFolder.copySubmit')}
      placing={files}
      pending={running.isPending}
      onPick={submit}
      onClose={onClose}
    />
  );
}
