import { useState } from 'react';
import { Alert, Modal } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import type { SharedFile } from '@qiao/contracts/share';
import { useShareDetail } from '../api/use-share-detail';
import { ShareFiles } from '../components/share-files';
import { SharedPreviewDialog } from './shared-preview-dialog';

/** What an administrator is about to publish: the share's folders and files, each previewable. */
export function ReviewFilesDialog({
  share,
  onClose,
}: {
  share: { shareBatchNum: string; public_title: string };
  onClose: () => void;
}) {
  const { t } = useTranslation('zones');
  const [location, setLocation] = useState({ shareBatchNum: share.shareBatchNum, filePath: '/' });
  const [page, setPage] = useState(1);
  const [preview, setPreview] = useState<SharedFile>();
  const detail = useShareDetail(location, page);
  return (
    <Modal
      open
      width="min(56rem, 92vw)"
      title={
        <Trans
          t={t}
          i18nKey="review.filesTitle"
          values={{ title: share.public_title }}
          components={{ title: <bdi /> }}
        />
      }
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {detail.isError ? (
        <Alert type="error" title={t('detail.missing')} />
      ) : (
        <ShareFiles
          location={location}
          files={detail.data?.files.list ?? []}
          total={detail.data?.files.total ?? 0}
          page={page}
          loading={detail.isPending || (detail.isFetching && detail.isPlaceholderData)}
          onPage={setPage}
          onOpenFolder={(filePath) => {
            setPage(1);
            setLocation({ ...location, filePath });
          }}
          onPreview={setPreview}
        />
      )}
      {preview && (
        <SharedPreviewDialog
          file={preview}
          shareBatchNum={share.shareBatchNum}
          onClose={() => setPreview(undefined)}
        />
      )}
    </Modal>
  );
}
