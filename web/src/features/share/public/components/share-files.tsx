import { Breadcrumb, Button, Space, Table, type TableColumnsType } from 'antd';
import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { childPath, joinFileName } from '@qiao/contracts/drive-rules';
import type { SharedFile } from '@qiao/contracts/share';
import { useTablePager } from '../../../../components/pager/use-table-pager';
import { FileIcon, FileName } from '../../../drive/file-name';
import { pathCrumbs } from '../../../drive/drive-location';
import type { ShareLocation } from '../rules/share-location';
import styles from './public-share.module.css';
import { formatFileSize } from '../../../../format/size';

interface ShareFilesProps {
  location: ShareLocation;
  files: SharedFile[];
  total: number;
  page: number;
  loading: boolean;
  onPage: (page: number) => void;
  onOpenFolder: (path: string) => void;
  onPreview: (file: SharedFile) => void;
  onDownload?: (file: SharedFile) => void;
}

function ShareCrumbs({
  location,
  onOpenFolder,
}: {
  location: ShareLocation;
  onOpenFolder: (path: string) => void;
}) {
  const { t } = useTranslation('zones');
  const steps = [
    { path: '/', title: t('detail.root') },
    ...pathCrumbs(location.filePath).map((crumb) => ({ path: crumb.path, title: crumb.name })),
  ];
  const last = steps.length - 1;
  return (
    <nav aria-label={t('detail.crumbsLabel')} className={styles.crumbs}>
      <Breadcrumb
        items={steps.map((step, index) => ({
          key: step.path,
          title:
            index < last ? (
              <Button type="link" size="small" onClick={() => onOpenFolder(step.path)}>
                <bdi>{step.title}</bdi>
              </Button>
            ) : (
              <bdi aria-current="location">{step.title}</bdi>
            ),
        }))}
      />
    </nav>
  );
}

/** The items of the open folder: folders open in place, files preview and download. */
export function ShareFiles(props: ShareFilesProps) {
  const { location, files, total, page, loading, onPage } = props;
  const { t } = useTranslation('zones');
  const pagination = useTablePager({ page, total, onPage });
  const columns: TableColumnsType<SharedFile> = [
    {
      title: t('detail.columns.name'),
      key: 'name',
      render: (_, file) =>
        file.isDir ? (
          <Button
            type="link"
            className={styles.nameButton}
            aria-label={t('detail.openFolder', { name: file.fileName })}
            onClick={() => props.onOpenFolder(childPath(location.filePath, file.fileName))}
          >
            <FileIcon file={file} />
            <FileName file={file} />
          </Button>
        ) : (
          <span className={styles.name}>
            <FileIcon file={file} />
            <FileName file={file} />
          </span>
        ),
    },
    {
      title: t('detail.columns.size'),
      key: 'size',
      width: '8rem',
      render: (_, file) => (file.isDir ? '—' : <bdi>{formatFileSize(file.fileSize)}</bdi>),
    },
    {
      title: t('detail.columns.actions'),
      key: 'actions',
      width: '12rem',
      render: (_, file) =>
        file.isDir ? null : (
          <Space size="small">
            <Button
              size="small"
              icon={<EyeOutlined aria-hidden />}
              onClick={() => props.onPreview(file)}
            >
              {t('detail.preview')}
            </Button>
            {props.onDownload && (
              <Button
                size="small"
                icon={<DownloadOutlined aria-hidden />}
                aria-label={t('detail.downloadFile', {
                  name: joinFileName(file.fileName, file.extendName),
                })}
                onClick={() => props.onDownload?.(file)}
              />
            )}
          </Space>
        ),
    },
  ];
  return (
    <section aria-labelledby="share-files-title">
      <h2 id="share-files-title" className={styles.sectionTitle}>
        {t('detail.files')}
      </h2>
      <ShareCrumbs location={location} onOpenFolder={props.onOpenFolder} />
      <Table<SharedFile>
        rowKey="userFileId"
        columns={columns}
        dataSource={files}
        loading={loading}
        locale={{ emptyText: t('detail.empty') }}
        pagination={pagination}
      />
    </section>
  );
}
