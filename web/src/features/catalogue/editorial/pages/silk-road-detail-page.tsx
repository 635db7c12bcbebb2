import { useState } from 'react';
import { Button, Menu } from 'antd';
import { FileZipOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  useEditorialDetail,
  useRoadDownloadAll,
  useRoadResources,
} from '../api/use-editorial-detail';
import { ListPager } from '../../../../components/pager/list-pager';
import { ArticleView } from '../components/article-view';
import { AttachmentList } from '../components/attachment-list';
import { BackLink } from '../components/back-link';
import { QueryStates } from '../components/query-states';
import { detailLink, EDITORIAL_ROUTES } from '../editorial-routes';
import { idFrom } from '../rules/page-query';
import { useMediaQuery } from '../../../../hooks/use-media-query';
import styles from '../components/editorial.module.css';

function RoadMenu({ id }: { id: string }) {
  const { t } = useTranslation('editorial');
  const navigate = useNavigate();
  const wide = useMediaQuery('(min-width: 900px)');
  const menu = useEditorialDetail('roadMenu', id);
  if (!menu.data) return null;
  return (
    <nav className={styles.menu} aria-label={t('road.menu')}>
      <p className={styles.menuTitle} dir="auto">
        {menu.data.section?.title ?? t('road.title')}
      </p>
      <Menu
        mode={wide ? 'inline' : 'horizontal'}
        selectedKeys={[id]}
        items={menu.data.items.map((item) => ({ key: item.id, label: <bdi>{item.title}</bdi> }))}
        onClick={({ key }) => void navigate(detailLink(EDITORIAL_ROUTES.silkRoadDetail, key))}
      />
    </nav>
  );
}

function RoadFiles({ id, count }: { id: string; count: number }) {
  const { t } = useTranslation('editorial');
  const [page, setPage] = useState(1);
  const files = useRoadResources(id, page);
  const downloadAll = useRoadDownloadAll();
  return (
    <section className={styles.files} aria-labelledby="road-files">
      <div className={styles.filesHeader}>
        <h2 id="road-files" className={styles.filesTitle}>
          {t('files.title')} <span className={styles.fileSize}>({count})</span>
        </h2>
        <Button
          type="primary"
          icon={<FileZipOutlined aria-hidden />}
          loading={downloadAll.isPending}
          onClick={() => downloadAll.mutate(id)}
        >
          {t('files.downloadAll')}
        </Button>
      </div>
      <QueryStates query={files}>
        {(data) => (
          <>
            <AttachmentList files={data.list} />
            <ListPager page={page} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryStates>
    </section>
  );
}

/** A silk-road item beside its section's menu, with its resources and "download all". */
export default function SilkRoadDetailPage() {
  const { t } = useTranslation('editorial');
  const [params] = useSearchParams();
  const id = idFrom(params) ?? 'none';
  const item = useEditorialDetail('road', id);
  return (
    <div className={styles.page}>
      <BackLink to={EDITORIAL_ROUTES.silkRoad} label={t('road.back')} />
      <div className={styles.withMenu}>
        <RoadMenu id={id} />
        <QueryStates query={item}>
          {(article) => (
            <ArticleView article={article}>
              {article.attachmentCount > 0 ? (
                <RoadFiles id={article.id} count={article.attachmentCount} />
              ) : null}
            </ArticleView>
          )}
        </QueryStates>
      </div>
    </div>
  );
}
