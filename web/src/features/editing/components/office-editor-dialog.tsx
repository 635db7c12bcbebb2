import { useEffect, useId, useState } from 'react';
import { Alert, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserFile } from '@qiao/contracts/drive';
import { joinFileName } from '@qiao/contracts/drive-rules';
import type { OfficeEditorConfig } from '@qiao/contracts/editing';
import { useRefreshDrive } from '../api/use-refresh-drive';
import { useOfficeConfig } from '../api/use-office-config';
import { loadDocsApi } from '../rules/load-docs-api';
import styles from './editor.module.css';

interface OfficeEditorDialogProps {
  file: UserFile;
  onClose: () => void;
}

/**
 * An office document in the configured document server, full screen. The document server saves
 * by calling Qiao back; closing the dialog refreshes the lists so the new version shows.
 */
export function OfficeEditorDialog({ file, onClose }: OfficeEditorDialogProps) {
  const { t } = useTranslation('editor');
  const answer = useOfficeConfig(file.userFileId);
  const refresh = useRefreshDrive();
  const frameId = `qiao-office-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);
  const name = joinFileName(file.fileName, file.extendName);

  const data = answer.data;
  useEffect(() => {
    if (!data) return;
    let editor: { destroyEditor?: () => void } | undefined;
    let cancelled = false;
    loadDocsApi(data.documentServerUrl)
      .then((api) => {
        if (cancelled) return;
        const config: OfficeEditorConfig & Record<string, unknown> = {
          ...data.config,
          width: '100%',
          height: '100%',
          type: 'desktop',
          events: { onAppReady: () => setReady(true) },
        };
        editor = new api.DocEditor(frameId, config);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      editor?.destroyEditor?.();
    };
  }, [data, frameId]);

  const close = () => {
    void refresh();
    onClose();
  };

  return (
    <Modal
      open
      width="100vw"
      className={styles.modal}
      classNames={{ container: styles.container, body: styles.body }}
      title={t('office.title', { name })}
      footer={null}
      maskClosable={false}
      closable={{ 'aria-label': t('toolbar.close') }}
      onCancel={close}
      destroyOnHidden
    >
      {(answer.isError || failed) && <Alert type="error" title={t('office.failed')} />}
      {!ready && !answer.isError && !failed && <Spin tip={t('office.loading')} />}
      <div className={styles.officeFrame} dir="ltr">
        <div id={frameId} />
      </div>
    </Modal>
  );
}
