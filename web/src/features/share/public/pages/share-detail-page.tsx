import { useState } from 'react';
import { Result, Skeleton } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getPublicShareDetail } from '@qiao/contracts/share-public';
import type { SharedFile } from '@qiao/contracts/share';
import { callApi } from '../../../../api/call-api';
import { feedback } from '../../../../api/feedback';
import { promptLogin } from '../../../../api/login-prompt';
import { useCurrentUser } from '../../../../session/use-current-user';
import { useCountView, useShareDetail } from '../api/use-share-detail';
import { useCollectShare, useDownloadShare, useLikeShare } from '../api/use-share-actions';
import { ShareFiles } from '../components/share-files';
import { ShareHeader, type ShareAction } from '../components/share-header';
import { ResaveDialog } from '../dialogs/resave-dialog';
import { SharedPreviewDialog } from '../dialogs/shared-preview-dialog';
import { SHARE_DETAIL_ROUTE, ZONES_ROUTE } from '../../public-share-routes';
import { parseShareLocation, shareQuery, type ShareLocation } from '../rules/share-location';
import styles from './pages.module.css';
import { publicShareKeys } from '../../share-keys';

/** Everything a resave or a whole download covers: the items at the share's root. */
const WHOLE_SHARE_PAGE = 100;

function ShareDetail({ location }: { location: ShareLocation }) {
  const { t } = useTranslation('zones');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The page number belongs to the folder it was chosen in; another folder starts at 1.
  const [paging, setPaging] = useState({ filePath: location.filePath, page: 1 });
  const page = paging.filePath === location.filePath ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filePath: location.filePath, page: next });
  const detail = useShareDetail(location, page);
  const user = useCurrentUser();
  useCountView(location.shareBatchNum, detail.isSuccess);
  const like = useLikeShare();
  const collect = useCollectShare();
  const download = useDownloadShare();
  const [preview, setPreview] = useState<SharedFile>();
  const [resaving, setResaving] = useState<{ userFileId: string }[]>();
  const [busy, setBusy] = useState<ShareAction>();
  const { shareBatchNum } = location;

  if (detail.isPending) return <Skeleton active />;
  if (detail.isError) {
    return (
      <Result
        status="404"
        title={t('detail.missing')}
        extra={
          <Link to={ZONES_ROUTE}>
            <ArrowLeftOutlined className="qiao-mirror" aria-hidden /> {t('detail.back')}
          </Link>
        }
      />
    );
  }
  const { share, files } = detail.data;

  /** Visitors are asked to log in first (spec §6, §8: "you are not logged in, log in now?"). */
  const signedIn = () => {
    if (user.data) return true;
    promptLogin();
    return false;
  };

  const shareRoot = async () => {
    const whole = await queryClient.fetchQuery({
      queryKey: publicShareKeys.rootItems(shareBatchNum),
      queryFn: () =>
        callApi(getPublicShareDetail, {
          shareBatchNum,
          filePath: '/',
          currentPage: 1,
          pageCount: WHOLE_SHARE_PAGE,
        }),
      staleTime: 0,
    });
    return whole.files.list.map(({ userFileId }) => ({ userFileId }));
  };

  const act = async (action: ShareAction) => {
    if (!signedIn()) return;
    setBusy(action);
    try {
      if (action === 'like') {
        const answer = await like.mutateAsync(shareBatchNum);
        feedback().toast({
          level: 'success',
          text: t(answer.thumbed ? 'toast.liked' : 'toast.unliked'),
        });
      } else if (action === 'collect') {
        const answer = await collect.mutateAsync(shareBatchNum);
        const text = t(answer.collected ? 'toast.collected' : 'toast.uncollected');
        feedback().toast({ level: 'success', text });
      } else if (action === 'resave') {
        setResaving(await shareRoot());
      } else {
        await download.mutateAsync({ shareBatchNum });
      }
    } catch {
      // The API client has already shown the translated reason.
    } finally {
      setBusy(undefined);
    }
  };

  const downloadOne = (file: SharedFile) => {
    if (!signedIn()) return;
    download.mutate({ shareBatchNum, ossFileId: file.userFileId });
  };

  return (
    <>
      <ShareHeader share={share} busy={busy} onAction={(action) => void act(action)} />
      <ShareFiles
        location={location}
        files={files.list}
        total={files.total}
        page={page}
        loading={detail.isFetching && detail.isPlaceholderData}
        onPage={setPage}
        onOpenFolder={(filePath) => {
          void navigate({
            pathname: SHARE_DETAIL_ROUTE,
            search: shareQuery({ ...location, filePath }),
          });
        }}
        onPreview={setPreview}
        onDownload={downloadOne}
      />
      {preview && (
        <SharedPreviewDialog
          file={preview}
          shareBatchNum={shareBatchNum}
          onDownload={() => downloadOne(preview)}
          onClose={() => setPreview(undefined)}
        />
      )}
      {resaving && (
        <ResaveDialog
          shareBatchNum={shareBatchNum}
          files={resaving}
          onClose={() => setResaving(undefined)}
        />
      )}
    </>
  );
}

/** `/pages/shared-file-detail/shared-file-detail?shareBatchNum=…&filePath=/`: open to visitors. */
export default function ShareDetailPage() {
  const { t } = useTranslation('zones');
  const [query] = useSearchParams();
  const location = parseShareLocation(query);
  return (
    <div className={styles.page}>
      <p className={styles.back}>
        <Link to={ZONES_ROUTE}>
          <ArrowLeftOutlined className="qiao-mirror" aria-hidden /> {t('detail.back')}
        </Link>
      </p>
      {location ? (
        <ShareDetail key={location.shareBatchNum} location={location} />
      ) : (
        <Result status="404" title={t('detail.missing')} />
      )}
    </div>
  );
}
