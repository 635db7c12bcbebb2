import { useMemo, useState } from 'react';
import { Button, Form, Skeleton, Tree } from 'antd';
import { FolderAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../api/feedback';
import {
  folderChoices,
  folderPickerStyles as dialogStyles,
  useCreateFolder,
  useFileTree,
} from '../../drive/folder-picker';
import { NameField } from '../../drive/name-field';
import styles from './unzip-dialog.module.css';

/**
 * The destination of mode 2 (spec §3 dialog state): the picked path ('/' by default), the folder
 * tree and which of its nodes are open.
 */
export function useUnzipTarget() {
  const tree = useFileTree();
  const [path, setPath] = useState('/');
  const [expandedKeys, setExpandedKeys] = useState<string[]>(['/']);
  return {
    tree,
    path,
    setPath,
    expandedKeys,
    setExpandedKeys,
    ready: tree.data !== undefined,
  };
}

type UnzipTarget = ReturnType<typeof useUnzipTarget>;

/** The folder tree of mode 2, where a new folder can be added under the picked node. */
export function PickUnzipTarget({ target, disabled }: { target: UnzipTarget; disabled: boolean }) {
  const { t } = useTranslation('unzip');
  const { t: tDrive } = useTranslation('drive');
  const create = useCreateFolder();
  const [adding, setAdding] = useState(false);
  const [form] = Form.useForm<{ name: string }>();
  const myFiles = tDrive('menu.myFiles');
  const root = useMemo(
    () => target.tree.data && folderChoices(target.tree.data, myFiles, []),
    [target.tree.data, myFiles],
  );
  const where = target.path === '/' ? myFiles : target.path;

  const addFolder = ({ name }: { name: string }) =>
    create.mutate(
      { fileName: name.trim(), filePath: target.path },
      {
        onSuccess: () => {
          feedback().toast({ level: 'success', text: t('toast.folderCreated') });
          // The tree reloads (the mutation refreshes it) with the node that got the folder open.
          target.setExpandedKeys((keys) => [...new Set([...keys, target.path])]);
          setAdding(false);
          form.resetFields();
        },
      },
    );

  return (
    <>
      <p className={dialogStyles.target}>
        {t('dialog.target')}
        <bdi dir="auto">{where}</bdi>
      </p>
      {root ? (
        <div className={dialogStyles.tree}>
          <Tree
            aria-label={t('dialog.treeLabel')}
            treeData={[root]}
            showLine
            disabled={disabled}
            expandedKeys={target.expandedKeys}
            onExpand={(keys) => target.setExpandedKeys(keys.map(String))}
            selectedKeys={[target.path]}
            onSelect={(keys) => {
              // A node without a path is the root, '/' (spec §2).
              const [picked] = keys;
              target.setPath(typeof picked === 'string' && picked ? picked : '/');
            }}
            titleRender={(choice) => <bdi dir="auto">{choice.title}</bdi>}
          />
        </div>
      ) : (
        <Skeleton active />
      )}
      {adding ? (
        <Form
          form={form}
          className={styles.newFolder}
          layout="vertical"
          onFinish={addFolder}
          disabled={create.isPending || disabled}
        >
          <NameField
            kind="folder"
            label={t('dialog.newFolderIn', { folder: where })}
            placeholder={t('dialog.newFolderName')}
          />
          <Button htmlType="submit" type="primary" loading={create.isPending}>
            {t('dialog.create')}
          </Button>
        </Form>
      ) : (
        <div className={styles.actions}>
          <Button
            icon={<FolderAddOutlined aria-hidden />}
            onClick={() => setAdding(true)}
            disabled={disabled}
          >
            {t('dialog.newFolder')}
          </Button>
        </div>
      )}
    </>
  );
}
