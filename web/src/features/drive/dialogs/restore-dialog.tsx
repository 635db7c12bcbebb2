import { Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { NARROW_DIALOG_WIDTH } from './dialog-width';
import styles from './dialogs.module.css';

/**
 * Shown while a restore runs (spec §2): it cannot be closed by clicking outside, or at all,
 * since the server finishes the restore whatever the page does.
 */
export function RestoreDialog({ open }: { open: boolean }) {
  const { t } = useTranslation('drive');
  return (
    <Modal
      open={open}
      width={NARROW_DIALOG_WIDTH}
      title={t('restore.title')}
      mask={{ closable: false }}
      closable={false}
      keyboard={false}
      footer={null}
      destroyOnHidden
    >
      <div className={styles.restoring} role="status" aria-live="polite">
        <Spin />
        <span>{t('restore.progress')}</span>
      </div>
    </Modal>
  );
}
