import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserFile } from '@qiao/contracts/drive';
import { DRIVE_LIMITS } from '@qiao/contracts/drive-rules';
import { feedback } from '../../../api/feedback';
import { useDeleteFiles } from '../api/use-delete-files';
import { useEraseRecycled } from '../api/use-erase-recycled';
import { FileName } from '../components/file-name';
import { NARROW_DIALOG_WIDTH } from './dialog-width';
import styles from './dialogs.module.css';

/** 'delete' moves to the recycle bin; 'erase' and 'emptyBin' erase for good. */
export type DeleteMode = 'delete' | 'erase' | 'emptyBin';

interface DeleteDialogProps {
  mode: DeleteMode;
  files: UserFile[];
  onClose: () => void;
}

/** Asks before anything leaves its folder or the recycle bin, listing what is concerned. */
export function DeleteDialog({ mode, files, onClose }: DeleteDialogProps) {
  const { t } = useTranslation('drive');
  const { t: tCommon } = useTranslation('common');
  const toBin = useDeleteFiles();
  const erase = useEraseRecycled();
  const running = mode === 'delete' ? toBin : erase;
  const done = {
    onSuccess: () => {
      feedback().toast({ level: 'success', text: t('toast.deleted') });
      onClose();
    },
  };
  const submit = () => {
    if (mode === 'delete') toBin.mutate(files, done);
    else erase.mutate(mode === 'emptyBin' ? 'all' : files, done);
  };
  return (
    <Modal
      open
      width={NARROW_DIALOG_WIDTH}
      title={t(`${mode}.title`)}
      okText={t(`${mode}.submit`)}
      cancelText={t('dialog.cancel')}
      okButtonProps={{ danger: true, loading: running.isPending }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>
        {t(`${mode}.question`, {
          days: tCommon('units.days', { count: DRIVE_LIMITS.recycleRetentionDays }),
        })}
      </p>
      {mode !== 'emptyBin' && (
        <ul className={styles.names}>
          {files.map((file) => (
            <li key={file.userFileId}>
              <FileName file={file} />
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
