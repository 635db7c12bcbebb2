import { useState } from 'react';
import { Alert, Modal, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserFile } from '@qiao/contracts/drive';
import { joinFileName } from '@qiao/contracts/drive-rules';
import type { ShareRecord } from '@qiao/contracts/share';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { useMyPublicShares } from '../api/use-my-shares';
import { pendingPublicShareOf } from '../rules/pending-public-share';
import {
  NARROW_SCREEN_QUERY,
  shareDialogLayout,
  type ShareTab,
} from '../rules/share-dialog-layout';
import { LinkShareForm } from './link-share-form';
import { LinkShareSuccess } from './link-share-success';
import { PublicShareForm } from './public-share-form';
import styles from './share.module.css';

interface ShareDialogProps {
  files: UserFile[];
  /** Action type 2 (spec §4): edit this public share; only the public tab is shown. */
  editing?: ShareRecord;
  onClose: () => void;
}

type LinkResult = { shareBatchNum: string; extractionCode: string; endTime: string | null };

/** Spec §2 share dialog: a public share tab and a private link tab. */
export function ShareDialog({ files, editing, onClose }: ShareDialogProps) {
  const { t } = useTranslation('share');
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const [tab, setTab] = useState<ShareTab>(editing ? 'public' : 'link');
  const [linkResult, setLinkResult] = useState<LinkResult>();
  const [submitted, setSubmitted] = useState(false);
  const mine = useMyPublicShares();
  const ids = files.map((file) => file.userFileId);
  // While a public share of these files waits for review, only the note is shown (spec §4).
  const pending = !editing && (submitted || !!pendingPublicShareOf(mine.data?.list ?? [], ids));
  const shownTab: ShareTab = pending ? 'public' : tab;
  const layout = shareDialogLayout(shownTab, narrow);
  const names = editing
    ? editing.files.map((file) => joinFileName(file.fileName, file.extendName))
    : files.map((file) => joinFileName(file.fileName, file.extendName));

  const publicTab = pending ? (
    <Alert className={styles.note} type="info" showIcon title={t('public.pending')} />
  ) : (
    <PublicShareForm
      files={files}
      editing={editing}
      layout={layout}
      onDone={editing ? onClose : () => setSubmitted(true)}
    />
  );
  const linkTab = linkResult ? (
    <LinkShareSuccess {...linkResult} />
  ) : (
    <LinkShareForm files={files} layout={layout} onShared={setLinkResult} />
  );
  const items = [
    { key: 'public', label: t('dialog.publicTab'), children: publicTab },
    ...(pending || editing ? [] : [{ key: 'link', label: t('dialog.linkTab'), children: linkTab }]),
  ];

  return (
    <Modal
      open
      width={layout.width}
      title={editing ? t('public.editTitle') : t('dialog.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <p className={styles.files}>
        {t('dialog.files')}{' '}
        {names.map((name, index) => (
          <span key={`${name}-${index}`}>
            {index > 0 && t('dialog.separator')}
            <bdi dir="auto">{name}</bdi>
          </span>
        ))}
      </p>
      <Tabs
        activeKey={shownTab}
        onChange={(key) => setTab(key as ShareTab)}
        items={items}
        destroyOnHidden={false}
      />
    </Modal>
  );
}
