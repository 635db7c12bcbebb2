import { useCallback, useEffect, useRef } from 'react';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserFile } from '@qiao/contracts/drive';
import { joinFileName } from '@qiao/contracts/drive-rules';
import { UNZIP_MODES, type UnzipMode } from '@qiao/contracts/unzip';
import { feedback } from '../../../api/feedback';
import { useUnzip } from '../api/use-unzip';
import { PickUnzipTarget, useUnzipTarget } from './pick-unzip-target';
import { UnzipProgress } from './unzip-progress';
import styles from './unzip-dialog.module.css';

interface UnzipDialogProps {
  file: UserFile;
  mode: UnzipMode;
  onClose: () => void;
}

/**
 * The unzip dialog (spec §2, §4 Unzip). Mode 2 shows a folder tree and sends on confirm; the
 * other modes send as soon as the dialog opens and show the progress. Success: a message and the
 * dialog closes; failure: the message, and the dialog stays.
 */
export function UnzipDialog({ file, mode, onClose }: UnzipDialogProps) {
  const { t } = useTranslation('unzip');
  const succeeded = useCallback(() => {
    feedback().toast({ level: 'success', text: t('toast.success') });
    onClose();
  }, [onClose, t]);
  const unzip = useUnzip(succeeded);
  const target = useUnzipTarget();
  const started = useRef(false);
  const immediate = mode !== UNZIP_MODES.chosen;

  useEffect(() => {
    // Once per dialog, even when React runs effects twice in development.
    if (!immediate || started.current) return;
    started.current = true;
    unzip.start({ unzipMode: mode, userFileId: file.userFileId });
  }, [immediate, mode, file.userFileId, unzip]);

  const archive = (
    <p className={styles.archive}>
      {/* The label carries its own colon and space: "：" in Chinese. */}
      {t('dialog.archive')}
      <bdi dir="auto">{joinFileName(file.fileName, file.extendName)}</bdi>
    </p>
  );
  if (immediate) {
    return (
      <Modal
        open
        title={t('dialog.title')}
        onCancel={onClose}
        footer={<Button onClick={onClose}>{t('dialog.close')}</Button>}
        destroyOnHidden
      >
        {archive}
        <UnzipProgress running={unzip.running} progress={unzip.progress} failure={unzip.failure} />
      </Modal>
    );
  }
  return (
    <Modal
      open
      title={t('dialog.chooseTitle')}
      okText={t('dialog.submit')}
      cancelText={t('dialog.cancel')}
      onOk={() =>
        unzip.start({ unzipMode: mode, userFileId: file.userFileId, filePath: target.path })
      }
      onCancel={onClose}
      okButtonProps={{ loading: unzip.running, disabled: !target.ready }}
      destroyOnHidden
    >
      {archive}
      <PickUnzipTarget target={target} disabled={unzip.running} />
      <UnzipProgress running={unzip.running} progress={unzip.progress} failure={unzip.failure} />
    </Modal>
  );
}
