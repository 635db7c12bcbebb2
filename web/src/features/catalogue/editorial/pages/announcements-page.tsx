import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListPager } from '../../../../components/pager/list-pager';
import { usePageParam } from '../../../../components/pager/use-page-param';
import { useEditorialDetail } from '../api/use-editorial-detail';
import { useEditorialList } from '../api/use-editorial-list';
import { ArticleView } from '../components/article-view';
import { QueryStates } from '../components/query-states';
import { SectionPage } from '../components/section-page';
import { EDITORIAL_ROUTES } from '../editorial-routes';
import { idFrom } from '../rules/page-query';
import { useLanguage } from '../../../../hooks/use-language';
import { formatDate } from '../../../../format/dates';
import styles from '../components/editorial.module.css';

function OpenNotice({ id }: { id: string }) {
  const notice = useEditorialDetail('notice', id);
  return (
    <div className={styles.files}>
      <QueryStates query={notice}>{(article) => <ArticleView article={article} />}</QueryStates>
    </div>
  );
}

/** Announcements, newest first; `?id=` opens one above the list. */
export default function AnnouncementsPage() {
  const { t } = useTranslation('editorial');
  const { language } = useLanguage();
  const [params] = useSearchParams();
  const { page, setPage } = usePageParam();
  const openId = idFrom(params);
  const notices = useEditorialList('notices', page);
  return (
    <SectionPage title={t('notices.title')} intro={t('notices.intro')}>
      {openId ? <OpenNotice id={openId} /> : null}
      <QueryStates
        query={notices}
        isEmpty={(data) => data.total === 0}
        emptyText={t('notices.empty')}
      >
        {(data) => (
          <>
            <ul className={`${styles.fileList} ${styles.files}`} aria-label={t('notices.title')}>
              {data.list.map((notice) => {
                const next = new URLSearchParams(params);
                next.set('id', notice.id);
                return (
                  <li key={notice.id} className={styles.file}>
                    <Link
                      className={styles.fileName}
                      to={{ pathname: EDITORIAL_ROUTES.announcements, search: `?${next}` }}
                      aria-current={notice.id === openId ? 'true' : undefined}
                      dir="auto"
                    >
                      {notice.title}
                    </Link>
                    <time className={styles.fileSize} dateTime={notice.publishedAt}>
                      {formatDate(notice.publishedAt, language)}
                    </time>
                  </li>
                );
              })}
            </ul>
            <ListPager page={page} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryStates>
    </SectionPage>
  );
}
